// trading-core §2 Grid/Ladder view selector. The choice is a persisted setting (marketView, see
// @greenbook/trading settings/market-view.ts), so it survives a reload and follows the user.
import { MARKET_VIEWS } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import { useCommand } from '@/lib/commands/command-registry';
import { ShortcutHint } from '@/lib/commands/shortcut-hint';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import styles from './market.module.css';

export function ViewSwitch() {
  const { t } = useTranslation();
  const view = useSetting('marketView');
  useCommand('switchView', () =>
    useSettingsStore.getState().update({ marketView: view === 'grid' ? 'ladder' : 'grid' }),
  );
  return (
    <div className={styles.viewSwitch} role="group" aria-label={t('market.view.label')}>
      {MARKET_VIEWS.map((option) => (
        <ShortcutHint key={option} command="switchView">
          <button
            type="button"
            aria-pressed={view === option}
            onClick={() => useSettingsStore.getState().update({ marketView: option })}
          >
            {t(`market.view.${option}`)}
          </button>
        </ShortcutHint>
      ))}
    </div>
  );
}
