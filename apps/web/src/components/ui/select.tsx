// A labelled select on Radix Select: keyboard (arrows, type-ahead, Enter/Escape) and the listbox
// roles come from Radix. The label names the combobox; hideLabel keeps it for screen readers only
// where the design shows the control alone.
import * as RadixSelect from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import fieldStyles from './field.module.css';
import hiddenStyles from './visually-hidden.module.css';
import overlayStyles from './overlay.module.css';
import styles from './select.module.css';
import { usePortalContainer } from './portal-container';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  /** The option's language when it differs from the page's (a language name in its own tongue). */
  readonly lang?: string;
  /** Shown but not choosable (the mobile stake select's default stake, trading-core §2). */
  readonly disabled?: boolean;
}

export interface SelectProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onValueChange: (value: string) => void;
  readonly hideLabel?: boolean;
  /** What the closed trigger shows instead of the chosen option's label (e.g. a short code). */
  readonly display?: ReactNode;
  /** What the closed trigger shows while the value is none of the options (value ''). */
  readonly placeholder?: string;
  /** The label above the control, small and muted (a toolbar of labelled controls). */
  readonly stacked?: boolean;
  /** `compact`: a dense trigger for tight headers (a ladder's runner swap). */
  readonly size?: 'normal' | 'compact';
  readonly className?: string | undefined;
}

export function Select({
  label,
  value,
  options,
  onValueChange,
  hideLabel,
  display,
  placeholder,
  stacked = false,
  size = 'normal',
  className,
}: SelectProps) {
  const portalContainer = usePortalContainer();
  const labelId = useId();
  return (
    <span
      className={[fieldStyles.field, stacked && fieldStyles.stacked, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={hideLabel === true ? hiddenStyles.hidden : fieldStyles.label}>
        {label}
      </span>
      <RadixSelect.Root value={value} onValueChange={onValueChange}>
        <RadixSelect.Trigger
          className={size === 'compact' ? `${styles.trigger} ${styles.compact}` : styles.trigger}
          aria-labelledby={labelId}
        >
          <RadixSelect.Value placeholder={placeholder}>{display}</RadixSelect.Value>
          <RadixSelect.Icon>
            <ChevronDown aria-hidden="true" size={14} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal container={portalContainer}>
          <RadixSelect.Content
            className={`${overlayStyles.panel} ${styles.content}`}
            position="popper"
            sideOffset={4}
          >
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className={overlayStyles.item}
                  disabled={option.disabled === true}
                  {...(option.lang === undefined ? {} : { lang: option.lang })}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <Check aria-hidden="true" size={14} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </span>
  );
}
