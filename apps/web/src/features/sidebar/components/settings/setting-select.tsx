// A design-system Select for one setting whose value is checked by a trading rule before it is
// kept: a value the rule refuses changes nothing and shows the invalid-input toast (§5).
import { Select, type SelectOption } from '@/components/ui/select';
import { refuseInvalidInput } from './invalid-input';

export interface SettingSelectProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly SelectOption[];
  readonly isValid: (value: unknown) => value is T;
  readonly onChange: (value: T) => void;
}

export function SettingSelect<T extends string>({
  label,
  value,
  options,
  isValid,
  onChange,
}: SettingSelectProps<T>) {
  const choose = (chosen: string) => {
    if (chosen === value) return;
    if (isValid(chosen)) onChange(chosen);
    else refuseInvalidInput();
  };
  return <Select label={label} value={value} options={options} onValueChange={choose} />;
}
