// trading-core §2 stake mode and odds view: settings that are one choice among listed values (§5:
// only those are accepted). One control wherever a choice is offered — the market's stake bar and
// the General tab's settings panels — so both write the setting through the same rule.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isOddsView, isStakeMode, ODDS_VIEWS, STAKE_MODES, type UserSettings } from '@greenbook/trading';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { SettingSelect } from './setting-select';

export type ChoiceSettingName = 'stakeMode' | 'oddsView';

interface ChoiceSetting<N extends ChoiceSettingName> {
  readonly values: ReadonlyArray<UserSettings[N]>;
  readonly isValid: (value: unknown) => value is UserSettings[N];
  /** The setting's name as the trader reads it: the select's label and its panel's title. */
  label(t: TFunction): string;
  // A method, so one table of differently typed choices reads as ChoiceSetting<ChoiceSettingName>.
  optionLabel(t: TFunction, value: UserSettings[N]): string;
}

const CHOICE_SETTINGS: { readonly [N in ChoiceSettingName]: ChoiceSetting<N> } = {
  stakeMode: {
    values: STAKE_MODES,
    isValid: isStakeMode,
    label: (t) => t('market.stake.mode'),
    optionLabel: (t, mode) => t(`market.stakeModes.${mode}`),
  },
  oddsView: {
    values: ODDS_VIEWS,
    isValid: isOddsView,
    label: (t) => t('market.oddsView.label'),
    optionLabel: (t, view) => t(`market.oddsView.${view}`),
  },
};

export function useChoiceSettingLabel(name: ChoiceSettingName): string {
  const { t } = useTranslation();
  return CHOICE_SETTINGS[name].label(t);
}

export function ChoiceSettingSelect({
  name,
  stacked = false,
}: {
  readonly name: ChoiceSettingName;
  /** The label above the control, as in the stake bar's toolbar. */
  readonly stacked?: boolean;
}) {
  const { t } = useTranslation();
  const setting: ChoiceSetting<ChoiceSettingName> = CHOICE_SETTINGS[name];
  const value = useSetting(name);
  return (
    <SettingSelect
      stacked={stacked}
      label={setting.label(t)}
      value={value}
      options={setting.values.map((choice) => ({ value: choice, label: setting.optionLabel(t, choice) }))}
      isValid={setting.isValid}
      onChange={(chosen) => useSettingsStore.getState().update({ [name]: chosen })}
    />
  );
}
