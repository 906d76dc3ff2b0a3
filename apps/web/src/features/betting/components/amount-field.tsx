// The amount of a bet in the user's stake mode (trading-core §4 'Your Stake', 'Your Liability',
// 'Your Profit Value', 'Your Inverse Stake'): step 0.01, ± 1 with a result below 2 reset to 2
// (trading-core §5). Typed amounts below 2 are kept: they are small stakes (trading-core §5).
// A refused amount (negative, not a number, zero) is marked invalid with the refusal under it.
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAKE_INPUT_MIN, STAKE_STEP, stepStake, type StakeMode } from '@greenbook/trading';
import { IconButton } from '@/components/ui/icon-button';
import styles from './betting.module.css';

export interface AmountFieldProps {
  readonly mode: StakeMode;
  readonly text: string;
  readonly onChange: (text: string) => void;
  /** Why the amount cannot be placed (already in the user's language), shown under the field. */
  readonly error?: string | undefined;
}

export function AmountField({ mode, text, onChange, error }: AmountFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  const step = (direction: 1 | -1) => {
    const result = stepStake(Number(text) || 0, direction);
    onChange(String(result.ok ? result.stake : STAKE_INPUT_MIN));
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t(`market.stakeModes.${mode}`)}</label>
      <div className={styles.stepper}>
        <IconButton
          variant="secondary"
          label={t('betting.dialog.stakeDown')}
          icon={Minus}
          onClick={() => step(-1)}
        />
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={STAKE_STEP}
          value={text}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          className={error === undefined ? undefined : styles.invalid}
          onChange={(event) => onChange(event.target.value)}
        />
        <IconButton
          variant="secondary"
          label={t('betting.dialog.stakeUp')}
          icon={Plus}
          onClick={() => step(1)}
        />
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
