// trading-core §2 "Ladder options": choose which runners have ladders (toggling past the screen's
// maximum warns), and the ladder view sliders. The runners come in the market's display order,
// the grid's (ladder-market.ts inDisplayOrder), and keep it while they are ticked.
import { useTranslation } from 'react-i18next';
import type { RunnerOption } from './ladder-header';
import { LadderViewSliders } from '@/components/settings/ladder-view-sliders';
import styles from './ladder.module.css';

interface LadderOptionsProps {
  readonly options: readonly RunnerOption[];
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (runnerKey: string) => void;
}

export function LadderOptions({ options, selected, onToggle }: LadderOptionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles['options']}>
      <fieldset className={styles['runnerChoices']}>
        <legend>{t('ladder.runnersTitle')}</legend>
        {options.map((option) => (
          <label key={option.key} className={styles['choice']}>
            <input type="checkbox" checked={selected.has(option.key)} onChange={() => onToggle(option.key)} />
            {option.name}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles['sliders']}>
        <legend>{t('ladder.sliders.title')}</legend>
        <LadderViewSliders />
      </fieldset>
    </div>
  );
}
