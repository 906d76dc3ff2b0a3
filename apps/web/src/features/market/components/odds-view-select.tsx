// trading-core §2 "The odds view MARKET_TAKE swaps which side's book shows under back and lay;
// MARKET_MAKE is the alternative" and §5 (only these two values are accepted): the persisted
// oddsView setting, offered beside the stake controls (issue 12 item 13) as in the settings panel.
import { ODDS_VIEWS, validateOddsView } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { notify } from '@/lib/toasts/notify';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';

export function OddsViewSelect() {
  const { t } = useTranslation();
  const oddsView = useSetting('oddsView');
  return (
    <Select
      stacked
      label={t('market.oddsView.label')}
      value={oddsView}
      options={ODDS_VIEWS.map((view) => ({ value: view, label: t(`market.oddsView.${view}`) }))}
      onValueChange={(value) => {
        const chosen = validateOddsView(value);
        if (chosen.ok) useSettingsStore.getState().update({ oddsView: chosen.value });
        else notify('error', t('betting.texts.invalidInput'));
      }}
    />
  );
}
