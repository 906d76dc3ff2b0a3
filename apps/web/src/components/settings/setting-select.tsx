// A design-system Select for one setting whose value is checked by a trading rule before it is
// kept: a value the rule refuses changes nothing and shows the invalid-input toast (§5). Shared by
// the sidebar's settings panels and the market's stake bar.
import { Select, type SelectOption } from '@/components/ui/select';
import { refuseInvalidInput } from './invalid-input';

export interface SettingSelectProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly SelectOption[];
  readonly isValid: (value: unknown) => value is T;
  readonly onChange: (value: T) => void;
  /** The label above the control (a toolbar of labelled controls, as the stake bar). */
  readonly stacked?: boolean;
}

export function SettingSelect<T extends string>({
  label,
  value,
  options,
  isValid,
  onChange,
  stacked = false,
}: SettingSelectProps<T>) {
  const choose = (chosen: string) => {
    if (chosen === value) return;
    if (isValid(chosen)) onChange(chosen);
    else refuseInvalidInput();
  };
  return <Select stacked={stacked} label={label} value={value} options={options} onValueChange={choose} />;
}
