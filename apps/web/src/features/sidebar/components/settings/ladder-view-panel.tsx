// trading-core §2/§5 ladder view panel: the same sliders as the ladder options
// (components/settings/ladder-view-sliders.tsx), one control on one setting.
import { useTranslation } from 'react-i18next';
import { LadderViewSliders } from '@/components/settings/ladder-view-sliders';
import { SettingsPanel } from './settings-panel';

export function LadderViewPanel() {
  const { t } = useTranslation();
  return (
    <SettingsPanel title={t('ladder.sliders.title')}>
      <LadderViewSliders />
    </SettingsPanel>
  );
}
