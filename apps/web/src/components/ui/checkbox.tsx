// A labelled checkbox on Radix Checkbox (Space toggles it; the label is its name and toggles it).
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId } from 'react';
import fieldStyles from './field.module.css';
import styles from './toggle.module.css';

export interface CheckboxProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}

export function Checkbox({ label, checked, onCheckedChange, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <span className={fieldStyles.field}>
      <RadixCheckbox.Root
        id={id}
        className={styles.checkbox}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        {...(disabled === undefined ? {} : { disabled })}
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" size={14} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
