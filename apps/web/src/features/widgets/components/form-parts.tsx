// The generator form's building blocks: a fieldset, a row of radios, a text field with its help
// modal, and the props every part of the form takes.
import { HelpCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog';
import { type WidgetsTexts } from '../content/widgets-texts';
import { type WidgetForm } from '../model/widget-form';
import { HelpIllustration, type HelpPicture } from './help-illustration';
import styles from './widgets-page.module.css';

export interface PartProps {
  readonly texts: WidgetsTexts;
  readonly form: WidgetForm;
  readonly update: (next: (current: WidgetForm) => WidgetForm) => void;
}

export function Fieldset({ legend, children }: { readonly legend: ReactNode; readonly children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function RadioRow<T extends string>({
  name,
  value,
  options,
  onChange,
}: {
  readonly name: string;
  readonly value: T;
  readonly options: readonly (readonly [T, string])[];
  readonly onChange: (value: T) => void;
}) {
  return (
    <div className={styles.radios}>
      {options.map(([option, label]) => (
        <label key={option} className={styles.radio}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  placeholder,
  hint,
  inputMode,
  help,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  readonly hint?: string;
  readonly inputMode?: 'numeric' | 'decimal' | 'text';
  readonly help?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.textField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={500}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint !== undefined && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {help}
    </div>
  );
}

export function HelpModal({
  texts,
  picture,
}: {
  readonly texts: WidgetsTexts;
  readonly picture: HelpPicture;
}) {
  const help = texts.help[picture];
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <button type="button" className={styles.helpLink}>
          <HelpCircle aria-hidden="true" size={14} />
          {help.link}
        </button>
      </DialogTrigger>
      <DialogContent
        title={help.title}
        description={help.text}
        actions={
          <DialogClose asChild>
            <Button>{texts.close}</Button>
          </DialogClose>
        }
      >
        <div className={styles.helpPicture}>
          <HelpIllustration picture={picture} label={help.image} />
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
