// trading-core §2 "The odds view MARKET_TAKE swaps which side's book shows under back and lay;
// MARKET_MAKE is the alternative" and §5 (only these two values are accepted): the persisted
// oddsView setting, offered beside the stake controls until the settings panels arrive.
import { ODDS_VIEWS, validateOddsView } from '@greenbook/trading';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toasts/notify';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import styles from './market.module.css';

export function OddsViewSelect() {
  const { t } = useTranslation();
  const id = useId();
  const oddsView = useSetting('oddsView');
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{t('market.oddsView.label')}</label>
      <select
        id={id}
        value={oddsView}
        onChange={(event) => {
          const chosen = validateOddsView(event.target.value);
          if (chosen.ok) useSettingsStore.getState().update({ oddsView: chosen.value });
          else notify('error', t('betting.texts.invalidInput'));
        }}
      >
        {ODDS_VIEWS.map((view) => (
          <option key={view} value={view}>
            {t(`market.oddsView.${view}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
