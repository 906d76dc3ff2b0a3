// A labelled on/off switch on Radix Switch (role switch; Space and Enter toggle it). hideLabel
// keeps the name for screen readers where the design shows the switch alone, with an icon in its
// thumb saying what it does.
import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import fieldStyles from './field.module.css';
import hiddenStyles from './visually-hidden.module.css';
import styles from './toggle.module.css';

export interface SwitchProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly hideLabel?: boolean;
  readonly thumbIcon?: ReactNode;
  readonly disabled?: boolean;
}

export function Switch({ label, checked, onCheckedChange, hideLabel, thumbIcon, disabled }: SwitchProps) {
  const id = useId();
  return (
    <span className={fieldStyles.field}>
      <RadixSwitch.Root
        id={id}
        className={styles.switch}
        checked={checked}
        onCheckedChange={onCheckedChange}
        {...(hideLabel === true ? { title: label } : {})}
        {...(disabled === undefined ? {} : { disabled })}
      >
        <RadixSwitch.Thumb className={styles.thumb}>{thumbIcon}</RadixSwitch.Thumb>
      </RadixSwitch.Root>
      <label htmlFor={id} className={hideLabel === true ? hiddenStyles.hidden : undefined}>
        {label}
      </label>
    </span>
  );
}
