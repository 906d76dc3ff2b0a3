// trading-core §2 header "Auto Options toggle with an ON/OFF indicator" and §4 "Auto options":
// the button shows ON while any option is active and opens the options. Keep in Play and Fill or
// Kill travel with every bet placed (persistence PERSIST, time in force FILL_OR_KILL); Tick Offset
// and Stop Loss, with their number of ticks (whole, at least 1, kept only while on, trading-core
// §5), schedule auto bets for every bet placed (the scheduler at the app root sends them). Reset
// turns every option off (§4). Auto options are SUPER (account-and-product §5): free users see
// them locked with the way to upgrade.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AUTO_OPTION_MIN_TICKS,
  resetAutoOptions,
  setAutoOptionTicks,
  toggleAutoOption,
  type AutoOptionName,
  type AutoOptions,
} from '@greenbook/trading';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import styles from './market.module.css';

const FLAGS = ['keepInPlay', 'fillOrKill'] as const satisfies readonly AutoOptionName[];
const TICK_OPTIONS = ['tickOffset', 'stopLoss'] as const satisfies readonly AutoOptionName[];

function save(autoOptions: AutoOptions): void {
  useSettingsStore.getState().update({ autoOptions });
}

export function AutoOptionsToggle() {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const options = useSetting('autoOptions');
  const isPremium = useSettingsStore((state) => state.isPremium);
  const on = options.countOn > 0;
  return (
    <div className={styles.autoOptions}>
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {t('market.autoOptions.label')}{' '}
        <span className={on ? styles.autoOn : styles.autoOff}>
          {t(on ? 'market.autoOptions.on' : 'market.autoOptions.off')}
        </span>
      </Button>
      {open && (
        <fieldset id={panelId} className={styles.autoPanel} disabled={!isPremium}>
          <legend>{t('market.autoOptions.label')}</legend>
          {FLAGS.map((name) => (
            <Switch
              key={name}
              label={t(`market.autoOptions.${name}`)}
              checked={options[name].active}
              onCheckedChange={() => save(toggleAutoOption(options, name))}
            />
          ))}
          {TICK_OPTIONS.map((name) => (
            <span key={name} className={styles.autoTicks}>
              <Switch
                label={t(`autoBets.${name}`)}
                checked={options[name].active}
                onCheckedChange={() => save(toggleAutoOption(options, name))}
              />
              {options[name].active && (
                <input
                  type="number"
                  inputMode="numeric"
                  min={AUTO_OPTION_MIN_TICKS}
                  step={1}
                  aria-label={t('autoBets.ticks', { option: t(`autoBets.${name}`) })}
                  value={options[name].value}
                  onChange={(event) => save(setAutoOptionTicks(options, name, event.target.valueAsNumber))}
                />
              )}
            </span>
          ))}
          <Button disabled={options.countOn === 0} onClick={() => save(resetAutoOptions())}>
            {t('autoBets.reset')}
          </Button>
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
