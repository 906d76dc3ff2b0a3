// trading-core §5 odds in confirmation: ± one tick, out-of-range set to the bound on blur with a
// 400 ms invalid flash, off-grid snapped down on blur.
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANIMATIONS_MS, type PriceLadder } from '@greenbook/trading';
import { IconButton } from '@/components/ui/icon-button';
import { oddOnBlur, stepOdd } from '../model/odds-input';
import styles from './betting.module.css';

export interface OddFieldProps {
  readonly ladder: PriceLadder;
  readonly text: string;
  readonly fallback: number;
  readonly onChange: (text: string) => void;
}

export function OddField({ ladder, text, fallback, onChange }: OddFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [flash, setFlash] = useState(false);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), ANIMATIONS_MS.invalidOddFlash);
    return () => clearTimeout(timer);
  }, [flash]);
  const current = Number.isFinite(Number(text)) ? Number(text) : fallback;
  const blur = () => {
    const result = oddOnBlur(ladder, text, fallback);
    onChange(String(result.price));
    if (result.flash) setFlash(true);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('betting.dialog.odd')}</label>
      <div className={styles.stepper}>
        <IconButton
          variant="secondary"
          label={t('betting.dialog.oddDown')}
          icon={Minus}
          onClick={() => onChange(String(stepOdd(ladder, current, -1)))}
        />
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={ladder.min}
          max={ladder.max}
          step="0.01"
          value={text}
          aria-invalid={flash}
          data-invalid={flash}
          className={flash ? styles.invalid : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={blur}
        />
        <IconButton
          variant="secondary"
          label={t('betting.dialog.oddUp')}
          icon={Plus}
          onClick={() => onChange(String(stepOdd(ladder, current, 1)))}
        />
      </div>
    </div>
  );
}
