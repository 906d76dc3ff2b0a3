// trading-core §2 This Market tab: the price/volume chart of the runner selected in the sidebar
// (the ladder's chart button), reloaded every 10 s (§9), in its own collapsible container.
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runnerChartAddress } from '../model/runner-chart-address';
import { SidebarContainer } from './sidebar-container';
import styles from './this-market.module.css';

interface RunnerChartProps {
  readonly marketId: string;
  readonly runnerKey: string;
  readonly runnerName: string;
}

export function RunnerChart({ marketId, runnerKey, runnerName }: RunnerChartProps) {
  const { t } = useTranslation();
  const [refresh, setRefresh] = useState(0);
  // The reload that failed: the next one tries again (a chart host can be briefly unreachable).
  const [failedAt, setFailedAt] = useState<number | undefined>(undefined);
  useEffect(() => {
    const timer = setInterval(() => setRefresh((count) => count + 1), REFRESH_INTERVALS_MS.runnerChart);
    return () => clearInterval(timer);
  }, []);
  const address = runnerChartAddress(marketId, runnerKey, refresh);
  return (
    <SidebarContainer name="chart" title={t('thisMarket.chart')}>
      {address === undefined || failedAt === refresh ? (
        <p className={styles['empty']}>{t('thisMarket.chartUnavailable')}</p>
      ) : (
        <img
          className={styles['chart']}
          src={address}
          alt={t('thisMarket.chartOf', { runner: runnerName })}
          width={350}
          height={250}
          onError={() => setFailedAt(refresh)}
        />
      )}
    </SidebarContainer>
  );
}
