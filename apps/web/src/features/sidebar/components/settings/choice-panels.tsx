// trading-core §2 settings panels that are one choice each: bet confirmation, stake mode, odds
// view, theme, bet notifications and the stake adjustment below the minimum (§5: stake mode and
// odds view accept only their listed values).
import { useTranslation } from 'react-i18next';
import { isOddsView, isStakeMode, ODDS_VIEWS, STAKE_MODES, type UserSettings } from '@greenbook/trading';
import { Switch } from '@/components/ui/switch';
import { ThemeSwitch } from '@/components/ui/shell-theme-switch';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { SettingSelect } from './setting-select';
import { SettingsPanel } from './settings-panel';

const update = (patch: Partial<UserSettings>) => useSettingsStore.getState().update(patch);

export function ConfirmationPanel() {
  const { t } = useTranslation();
  const confirmation = useSetting('confirmation');
  return (
    <SettingsPanel title={t('settings.confirmation')}>
      <Switch
        label={t('betting.dialog.confirmBeforePlacing')}
        checked={confirmation}
        onCheckedChange={(checked) => update({ confirmation: checked })}
      />
    </SettingsPanel>
  );
}

export function StakeModePanel() {
  const { t } = useTranslation();
  const stakeMode = useSetting('stakeMode');
  return (
    <SettingsPanel title={t('market.stake.mode')}>
      <SettingSelect
        label={t('market.stake.mode')}
        value={stakeMode}
        options={STAKE_MODES.map((mode) => ({ value: mode, label: t(`market.stakeModes.${mode}`) }))}
        isValid={isStakeMode}
        onChange={(chosen) => update({ stakeMode: chosen })}
      />
    </SettingsPanel>
  );
}

export function OddsViewPanel() {
  const { t } = useTranslation();
  const oddsView = useSetting('oddsView');
  return (
    <SettingsPanel title={t('market.oddsView.label')}>
      <SettingSelect
        label={t('market.oddsView.label')}
        value={oddsView}
        options={ODDS_VIEWS.map((view) => ({ value: view, label: t(`market.oddsView.${view}`) }))}
        isValid={isOddsView}
        onChange={(chosen) => update({ oddsView: chosen })}
      />
    </SettingsPanel>
  );
}

export function ThemePanel() {
  const { t } = useTranslation();
  return (
    <SettingsPanel title={t('settings.theme')}>
      <ThemeSwitch />
    </SettingsPanel>
  );
}

export function BetNotificationsPanel() {
  const { t } = useTranslation();
  const hidden = useSetting('hideBetNotifications');
  return (
    <SettingsPanel title={t('settings.notifications.title')}>
      <Switch
        label={t('settings.notifications.hideError')}
        checked={hidden.error}
        onCheckedChange={(error) => update({ hideBetNotifications: { ...hidden, error } })}
      />
      <Switch
        label={t('settings.notifications.hideSuccess')}
        checked={hidden.success}
        onCheckedChange={(success) => update({ hideBetNotifications: { ...hidden, success } })}
      />
    </SettingsPanel>
  );
}

export function StakeAdjustmentPanel() {
  const { t } = useTranslation();
  const automatic = useSetting('profitRatioAutoChangeStake');
  return (
    <SettingsPanel title={t('settings.stakeAdjustment.title')}>
      <Switch
        label={t('settings.stakeAdjustment.label')}
        checked={automatic}
        onCheckedChange={(checked) => update({ profitRatioAutoChangeStake: checked })}
      />
    </SettingsPanel>
  );
}
