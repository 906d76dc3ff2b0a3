// A ladder's runner header (trading-core §2): the runner (WINNER when it won), its weight of money
// (§5), a selector to swap the runner, a button to show it in the sidebar chart and a button to
// remove the ladder.
import { ChartLine, X } from 'lucide-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { Select } from '@/components/ui/select';
import { RunnerClosingContext } from '@/lib/market/runner-closing';
import { chooseSidebarHidden } from '@/lib/storage/hide-sidebar-on-phone';
import { useSidebarRunner, useSidebarRunnerStore } from '@/lib/sidebar-runner/sidebar-runner-store';
import { useMarketSelector } from '@/lib/stream/use-live';
import { useLadderSelectionStore } from '../model/ladder-selection-store';
import { LadderWeightOfMoney } from './ladder-weight-of-money';
import styles from './ladder.module.css';

export interface RunnerOption {
  readonly key: string;
  readonly name: string;
}

interface LadderHeaderProps {
  readonly marketId: string;
  readonly runnerKey: string;
  readonly runnerName: string;
  readonly options: readonly RunnerOption[];
  readonly onRemove: (runnerKey: string) => void;
}

export function LadderHeader({ marketId, runnerKey, runnerName, options, onRemove }: LadderHeaderProps) {
  const { t } = useTranslation();
  const status = useMarketSelector(marketId, (market) => market?.runners.get(runnerKey)?.status);
  const dispatch = useLadderSelectionStore((state) => state.dispatch);
  const toggleSidebar = useSidebarRunnerStore((state) => state.toggle);
  const inSidebar = useSidebarRunner(marketId) === runnerKey;
  const runnerClosing = useContext(RunnerClosingContext);
  return (
    <div className={`${styles['header']} ${status === 'WINNER' ? styles['winner'] : ''}`}>
      <h3 className={styles['runnerName']}>{runnerName}</h3>
      {status === 'WINNER' && <span className={styles['winnerLabel']}>{t('ladder.winner')}</span>}
      <LadderWeightOfMoney marketId={marketId} runnerKey={runnerKey} />
      {runnerClosing?.(marketId, runnerKey)}
      <Select
        className={styles['swap']}
        size="compact"
        hideLabel
        label={t('ladder.swap', { runner: runnerName })}
        value={runnerKey}
        options={options.map((option) => ({ value: option.key, label: option.name }))}
        onValueChange={(chosen) =>
          dispatch(marketId, { type: 'swap', fromRunnerId: runnerKey, toRunnerId: chosen })
        }
      />
      <IconButton
        className={styles['iconButton']}
        aria-pressed={inSidebar}
        label={t('ladder.chart', { runner: runnerName })}
        icon={ChartLine}
        onClick={() => {
          toggleSidebar(marketId, runnerKey);
          // The chart is in the sidebar: bring it back if the trader had hidden it.
          if (!inSidebar) chooseSidebarHidden(false);
        }}
      />
      <IconButton
        className={styles['iconButton']}
        label={t('ladder.remove', { runner: runnerName })}
        icon={X}
        onClick={() => onRemove(runnerKey)}
      />
    </div>
  );
}
