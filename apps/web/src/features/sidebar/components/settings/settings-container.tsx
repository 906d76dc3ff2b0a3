// trading-core §2 "Settings panels": the General tab's Settings container with every panel. Its
// open flag is persisted like the other containers'; clicking its title closes it, except while
// the money weights are invalid (it stays open and says why, §5).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toasts/notify';
import { SidebarContainer } from '../sidebar-container';
import { BetNotificationsPanel, ChoiceSettingPanel, SwitchSettingPanel, ThemePanel } from './choice-panels';
import { FactoryResetPanel } from './factory-reset-panel';
import { HomepageSportsPanel } from './homepage-sports-panel';
import { LadderViewPanel } from './ladder-view-panel';
import { hasInvalidMoneyWeight } from './money-weight-draft';
import { MoneyWeightPanel } from './money-weight-panel';
import { SoundsPanel } from './sounds-panel';
import { StakeButtonsPanel } from './stake-buttons-panel';
import styles from './settings.module.css';

// Issue 21 §3: its own chunk, with its texts in both languages (not in the first load's en.ts).
const DeadMansSwitchPanel = lazy(async () => ({
  default: (await import('./dead-mans-switch-panel')).DeadMansSwitchPanel,
}));

// Issue 21 §5: likewise a chunk of its own with its texts.
const KeyboardShortcutsPanel = lazy(async () => ({
  default: (await import('./keyboard-shortcuts-panel')).KeyboardShortcutsPanel,
}));

export function SettingsContainer() {
  const { t } = useTranslation();
  const canCollapse = () => {
    if (!hasInvalidMoneyWeight()) return true;
    notify('error', t('settings.moneyWeight.checkValues'), { id: 'money-weight-invalid' });
    return false;
  };
  return (
    <SidebarContainer tab="general" name="settings" title={t('settings.title')} canCollapse={canCollapse}>
      <div className={styles['panels']}>
        <SwitchSettingPanel setting="confirmation" />
        <StakeButtonsPanel />
        <ChoiceSettingPanel setting="stakeMode" />
        <ChoiceSettingPanel setting="oddsView" />
        <LadderViewPanel />
        <MoneyWeightPanel />
        <SoundsPanel />
        <BetNotificationsPanel />
        <ThemePanel />
        <HomepageSportsPanel />
        <SwitchSettingPanel setting="profitRatioAutoChangeStake" />
        <Suspense fallback={null}>
          <DeadMansSwitchPanel />
        </Suspense>
        <Suspense fallback={null}>
          <KeyboardShortcutsPanel />
        </Suspense>
        <FactoryResetPanel />
      </div>
    </SidebarContainer>
  );
}
