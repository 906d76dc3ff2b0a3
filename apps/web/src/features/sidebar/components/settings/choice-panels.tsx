// trading-core §2 settings panels that are one choice each: bet confirmation and the stake
// adjustment below the minimum (a switch), stake mode and odds view (the shared choice select, §5:
// only their listed values), theme and bet notifications.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UserSettings } from '@greenbook/trading';
import {
  ChoiceSettingSelect,
  useChoiceSettingLabel,
  type ChoiceSettingName,
} from '@/components/settings/choice-setting-select';
import { Switch } from '@/components/ui/switch';
import { ThemeSwitch } from '@/components/ui/shell-theme-switch';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { SettingsPanel } from './settings-panel';

const update = (patch: Partial<UserSettings>) => useSettingsStore.getState().update(patch);

/** The on/off settings that are a panel of their own: the panel's title and the switch's label. */
const SWITCH_PANELS = {
  confirmation: {
    title: (t: TFunction) => t('settings.confirmation'),
    label: (t: TFunction) => t('betting.dialog.confirmBeforePlacing'),
  },
  profitRatioAutoChangeStake: {
    title: (t: TFunction) => t('settings.stakeAdjustment.title'),
    label: (t: TFunction) => t('settings.stakeAdjustment.label'),
  },
} as const;

export function SwitchSettingPanel({ setting }: { readonly setting: keyof typeof SWITCH_PANELS }) {
  const { t } = useTranslation();
  const on = useSetting(setting);
  const { title, label } = SWITCH_PANELS[setting];
  return (
    <SettingsPanel title={title(t)}>
      <Switch label={label(t)} checked={on} onCheckedChange={(checked) => update({ [setting]: checked })} />
    </SettingsPanel>
  );
}

export function ChoiceSettingPanel({ setting }: { readonly setting: ChoiceSettingName }) {
  return (
    <SettingsPanel title={useChoiceSettingLabel(setting)}>
      <ChoiceSettingSelect name={setting} />
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
