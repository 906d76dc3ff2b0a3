// trading-core §2/§5 ladder view: text size, row height and row spacing, whole numbers from -5 to
// 5, checked by trading's validateLadderSlider. The ladders read the same setting, so a change
// shows on them at once.
import { useTranslation } from 'react-i18next';
import { LADDER_VIEW, validateLadderSlider, type LadderViewSettings } from '@greenbook/trading';
import { Slider } from '@/components/ui/slider';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { refuseInvalidInput } from './invalid-input';
import { SettingsPanel } from './settings-panel';
import styles from './settings.module.css';

const SLIDERS = ['textSize', 'rowHeight', 'rowSpace'] as const satisfies ReadonlyArray<
  keyof LadderViewSettings
>;

export function LadderViewPanel() {
  const { t } = useTranslation();
  const view = useSetting('ladderView');
  const change = (name: keyof LadderViewSettings, value: number) => {
    const checked = validateLadderSlider(value);
    if (!checked.ok) {
      refuseInvalidInput();
      return;
    }
    if (checked.value !== view[name]) {
      useSettingsStore.getState().update({ ladderView: { ...view, [name]: checked.value } });
    }
  };
  return (
    <SettingsPanel title={t('ladder.sliders.title')}>
      {SLIDERS.map((name) => (
        <div key={name} className={styles['slider']}>
          <span aria-hidden="true">{t(`ladder.sliders.${name}`)}</span>
          <Slider
            label={t(`ladder.sliders.${name}`)}
            value={view[name]}
            min={LADDER_VIEW.sliderMin}
            max={LADDER_VIEW.sliderMax}
            onValueChange={(value) => change(name, value)}
          />
          <output>{view[name]}</output>
        </div>
      ))}
    </SettingsPanel>
  );
}
