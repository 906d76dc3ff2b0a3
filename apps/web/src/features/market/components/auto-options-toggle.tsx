// trading-core §2 header "Auto Options toggle with an ON/OFF indicator" and §4 "Auto options":
// the button shows ON while any option is active and opens the options. Keep in Play and Fill or
// Kill travel with every bet placed (persistence PERSIST, time in force FILL_OR_KILL). Tick Offset
// and Stop Loss need the auto-bet scheduler of the auto-bets work and are not offered until it
// exists. Auto options are SUPER (account-and-product §5): free users see them locked with the
// way to upgrade.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toggleAutoOption, type AutoOptionName } from '@greenbook/trading';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import styles from './market.module.css';

const OFFERED = ['keepInPlay', 'fillOrKill'] as const satisfies readonly AutoOptionName[];

export function AutoOptionsToggle() {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const options = useSetting('autoOptions');
  const isPremium = useSettingsStore((state) => state.isPremium);
  const on = options.countOn > 0;
  return (
    <div className={styles.autoOptions}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('market.autoOptions.label')}{' '}
        <span className={on ? styles.autoOn : styles.autoOff}>
          {t(on ? 'market.autoOptions.on' : 'market.autoOptions.off')}
        </span>
      </button>
      {open && (
        <fieldset id={panelId} className={styles.autoPanel} disabled={!isPremium}>
          <legend>{t('market.autoOptions.label')}</legend>
          {OFFERED.map((name) => (
            <label key={name}>
              <input
                type="checkbox"
                role="switch"
                checked={options[name].active}
                onChange={() =>
                  useSettingsStore.getState().update({ autoOptions: toggleAutoOption(options, name) })
                }
              />
              {t(`market.autoOptions.${name}`)}
            </label>
          ))}
          {!isPremium && (
            <p>
              {t('market.autoOptions.premiumOnly')} <Link to="/store">{t('market.autoOptions.upgrade')}</Link>
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
