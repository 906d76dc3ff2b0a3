// trading-core §5 "Money weight": three whole percentages 0–100 (changes outside ignored) that must
// total 100; otherwise the block turns red with 'Total must amount to 100%' and a Reset to
// 50/30/20. Only a valid total is saved (money-weight-draft.ts).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyWeightTotal, type MoneyWeightLevel } from '@greenbook/trading';
import { Button } from '@/components/ui/button';
import { useSetting } from '@/lib/storage/settings-store';
import { changeMoneyWeight, resetMoneyWeightDraft, useMoneyWeightDraft } from './money-weight-draft';
import { SettingsPanel } from './settings-panel';
import styles from './settings.module.css';

const LEVELS = ['bestOdd', 'secondOdd', 'thirdOdd'] as const satisfies readonly MoneyWeightLevel[];

export function MoneyWeightPanel() {
  const { t } = useTranslation();
  const saved = useSetting('moneyWeight');
  const draft = useMoneyWeightDraft((state) => state.draft);
  const shown = draft ?? saved;
  const invalid = draft !== undefined;
  return (
    <SettingsPanel
      title={t('settings.moneyWeight.title')}
      className={invalid ? styles['invalid'] : undefined}
    >
      <div className={styles['weights']}>
        {LEVELS.map((level) => (
          <WeightInput
            key={level}
            level={level}
            value={shown[level]}
            label={t(`settings.moneyWeight.${level}`)}
          />
        ))}
      </div>
      <p className={styles['row']} role="status">
        {t('settings.moneyWeight.total', { total: moneyWeightTotal(shown) })}
        {invalid && <span className={styles['invalidText']}>{t('settings.moneyWeight.invalid')}</span>}
      </p>
      {invalid && (
        <div className={styles['row']}>
          <Button onClick={resetMoneyWeightDraft}>{t('settings.moneyWeight.reset')}</Button>
        </div>
      )}
    </SettingsPanel>
  );
}

function WeightInput({
  level,
  value,
  label,
}: {
  readonly level: MoneyWeightLevel;
  readonly value: number;
  readonly label: string;
}) {
  const id = useId();
  // What the trader is typing; a value the rule ignores stays typed until the field is left.
  const [typing, setTyping] = useState<string | undefined>(undefined);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles['amount']}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={typing ?? String(value)}
        onChange={(event) => {
          setTyping(event.target.value);
          if (event.target.value.trim() !== '') changeMoneyWeight(level, Number(event.target.value));
        }}
        onBlur={() => setTyping(undefined)}
      />
    </>
  );
}
