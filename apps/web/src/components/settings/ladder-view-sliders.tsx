// trading-core §3/§5 ladder view settings: text size, row height and row spacing sliders, whole
// numbers from -5 to 5 (validated with trading's validateLadderSlider), saved in the user's settings
// store. One control in two places: the ladder's own options, beside the ladders it changes, and
// the General tab's settings panel (so it lives outside both features); the ladders read the same
// setting, so either shows at once.
import { useTranslation } from 'react-i18next';
import { LADDER_VIEW, validateLadderSlider, type LadderViewSettings } from '@greenbook/trading';
import { Slider } from '@/components/ui/slider';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { notify } from '@/lib/toasts/notify';
import styles from './ladder-view-sliders.module.css';

const SLIDERS = ['textSize', 'rowHeight', 'rowSpace'] as const satisfies ReadonlyArray<
  keyof LadderViewSettings
>;

/** The three sliders, one row each: visible label, the slider (named by it) and the value. */
export function LadderViewSliders() {
  const { t } = useTranslation();
  const view = useSetting('ladderView');
  const change = (name: keyof LadderViewSettings, value: number) => {
    const checked = validateLadderSlider(value);
    if (!checked.ok) {
      // §5: a value a slider should never produce changes nothing and asks for a reload.
      notify('error', t('ladder.invalidInput'));
      return;
    }
    if (checked.value !== view[name]) {
      useSettingsStore.getState().update({ ladderView: { ...view, [name]: checked.value } });
    }
  };
  return SLIDERS.map((name) => (
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
  ));
}
