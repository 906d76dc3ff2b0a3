// trading-core §2/§5 profit-ratio warning: title, the minimum accepted stake for the odd, the info
// text, 'Accept stake changes and submit bet(s)', and the choice to adjust such stakes
// automatically from now on (profitRatioAutoChangeStake: bets then go at once, §4 step 2).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitRatioWarning } from '@greenbook/trading';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { useSpecText } from '../hooks/use-spec-text';
import styles from './betting.module.css';

export interface ProfitRatioBoxProps {
  readonly warning: ProfitRatioWarning;
  readonly disabled: boolean;
  /** Called with the accepting click's timestamp. */
  readonly onAccept: (at: number) => void;
}

export function ProfitRatioBox({ warning, disabled, onAccept }: ProfitRatioBoxProps) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const checkboxId = useId();
  const autoAdjust = useSetting('profitRatioAutoChangeStake');
  return (
    <section className={styles.warning} role="alert" aria-label={specText(warning.title)}>
      <h3>{specText(warning.title)}</h3>
      {warning.bets.map((bet) => (
        <p key={bet.betRef}>{specText(bet.line)}</p>
      ))}
      <p>{specText(warning.infoText)}</p>
      <div className={styles.checkbox}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={autoAdjust}
          onChange={(event) =>
            useSettingsStore.getState().update({ profitRatioAutoChangeStake: event.target.checked })
          }
        />
        <label htmlFor={checkboxId}>{t('betting.dialog.autoAdjustStakes')}</label>
      </div>
      <button type="button" disabled={disabled} onClick={(event) => onAccept(event.timeStamp)}>
        {specText(warning.acceptButton)}
      </button>
    </section>
  );
}
