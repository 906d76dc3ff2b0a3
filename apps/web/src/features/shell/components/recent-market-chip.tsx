// One chip of the recent-markets bar: LIVE marker, event and market names, the status when not
// OPEN, and a remove button. Status and LIVE come from the market's current definition when it is
// streamed (lib/market/current-market-state), so the chip agrees with the market page's header.
// A closed market leaves the bar (it keeps 10), except the one on screen: its chip says CLOSED
// until the trader moves on.
import { X } from 'lucide-react';
import { isMarketStatus } from '@greenbook/trading';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketStatusText } from '@/components/ui/market-status-text';
import { useCurrentMarketState, type MarketStatusState } from '@/lib/market/current-market-state';
import type { RecentMarket } from '@/lib/recent-markets/recent-markets-store';
import styles from './recent-markets-bar.module.css';

export interface RecentMarketChipProps {
  readonly market: RecentMarket;
  readonly polled: MarketStatusState | undefined;
  readonly active: boolean;
  readonly onOpen: () => void;
  readonly onRemove: () => void;
}

export function RecentMarketChip({ market, polled, active, onOpen, onRemove }: RecentMarketChipProps) {
  const { t } = useTranslation();
  const state = useCurrentMarketState(market.marketId, polled);
  const leaves = state?.status === 'CLOSED' && !active;
  useEffect(() => {
    if (leaves) onRemove();
  }, [leaves, onRemove]);
  if (leaves) return null;
  const names = { event: market.eventName, market: market.marketName };
  const live = state?.inPlay === true && state.status === 'OPEN';
  return (
    <li className={active ? `${styles.chip} ${styles.active}` : styles.chip}>
      <button
        type="button"
        className={styles.open}
        aria-label={t('shell.recent.open', names)}
        aria-current={active ? 'page' : undefined}
        onClick={onOpen}
      >
        {live && <span className={styles.live}>{t('shell.recent.live')}</span>}
        <span className={styles.event}>{market.eventName}</span>
        <span className={styles.market}>{market.marketName}</span>
        {isMarketStatus(state?.status) && state.status !== 'OPEN' && (
          <span className={styles.status}>
            <MarketStatusText label={{ kind: 'STATUS', status: state.status }} />
          </span>
        )}
      </button>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('shell.recent.remove', names)}
        onClick={onRemove}
      >
        <X aria-hidden="true" size={14} />
      </button>
    </li>
  );
}
