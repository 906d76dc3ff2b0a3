// account-and-product §4 "Market status label" in the title bar, read from the market's current
// stream definition: LIVE, going live, DELAY with its count-up, not going live, or the status
// itself (SUSPENDED, INACTIVE, CLOSED). A closed market keeps inPlay true in its last definition,
// so a bare in-play flag would still read 'In-Play' after the close; the label puts status first.
import { marketStatusLabel } from '@greenbook/trading';
import { MarketStatusText } from '@/components/ui/market-status-text';
import { useMarketClock } from '@/lib/clock/market-clock';
import { useMarketSelector } from '@/lib/stream/use-live';
import styles from './market.module.css';

export function MarketStatusBadge({ marketId }: { readonly marketId: string }) {
  const definition = useMarketSelector(marketId, (market) => market?.definition);
  // The clock decides going live → DELAY at the start time; only this badge re-renders each second.
  const now = useMarketClock();
  if (definition === undefined) return null;
  const parsed = Date.parse(definition.marketTime);
  const startTime = Number.isFinite(parsed) ? parsed : undefined;
  const label = marketStatusLabel({
    status: definition.status,
    inPlay: definition.inPlay,
    turnInPlayEnabled: definition.turnInPlayEnabled,
    marketStartTime: startTime,
    marketType: definition.marketType,
    now,
  });
  return (
    <span className={label.kind === 'LIVE' ? styles.inPlay : undefined} data-testid="market-status">
      <MarketStatusText label={label} startTime={startTime} />
    </span>
  );
}
