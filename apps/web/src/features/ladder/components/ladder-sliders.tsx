// trading-core §3/§5 ladder view settings: text size, row height and row spacing sliders, integers
// from -5 to 5 (validated with trading's validateLadderSlider), saved in the user's settings store
// (lib/storage/settings-store, which the session feature saves to the product service).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LADDER_VIEW, validateLadderSlider, type LadderViewSettings } from '@greenbook/trading';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { notify } from '@/lib/toasts/notify';
import styles from './ladder.module.css';

const SLIDERS = ['textSize', 'rowHeight', 'rowSpace'] as const;

export function LadderViewSliders() {
  const { t } = useTranslation();
  const id = useId();
  const view = useSetting('ladderView');
  const change = (name: keyof LadderViewSettings, raw: string) => {
    const result = validateLadderSlider(Number(raw));
    if (!result.ok) {
      notify('error', t('ladder.invalidInput'));
      return;
    }
    useSettingsStore.getState().update({ ladderView: { ...view, [name]: result.value } });
  };
  return (
    <fieldset className={styles['sliders']}>
      <legend>{t('ladder.sliders.title')}</legend>
      {SLIDERS.map((name) => (
        <div key={name} className={styles['slider']}>
          <label htmlFor={`${id}-${name}`}>{t(`ladder.sliders.${name}`)}</label>
          <input
            id={`${id}-${name}`}
            type="range"
            min={LADDER_VIEW.sliderMin}
            max={LADDER_VIEW.sliderMax}
            step={1}
            value={view[name]}
            onChange={(event) => change(name, event.target.value)}
          />
          <output htmlFor={`${id}-${name}`}>{view[name]}</output>
        </div>
      ))}
    </fieldset>
  );
}
