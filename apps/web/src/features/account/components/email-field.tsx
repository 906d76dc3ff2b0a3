// The e-mail input of the upgrade form and the account page's e-mail edit, with account-and-product
// §5's messages. A message shows once the field was left or a submit was tried, so nobody is told
// 'Cannot be empty' before typing; the caller disables its submit until the address is valid.
import { validateEmail } from '@greenbook/trading';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';

/** Our bound: longer than any real address (RFC 5321 allows 254), so a paste of a page stops here. */
export const EMAIL_INPUT_MAX_LENGTH = 254;

export function EmailField({
  label,
  value,
  onChange,
  showMessage = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Show the validation message even before the field was left (a submit was tried). */
  readonly showMessage?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [left, setLeft] = useState(false);
  const check = validateEmail(value);
  const message = !check.valid && (left || showMessage) ? t(`emailField.${check.message}`) : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_INPUT_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
        aria-invalid={message !== undefined}
        {...(message === undefined ? {} : { 'aria-describedby': `${id}-message` })}
      />
      {message !== undefined && (
        <p id={`${id}-message`} className={styles.fieldError} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
