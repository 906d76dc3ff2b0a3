// Whether a market's prices are fresh enough to bet on (issue 12 item 3): the one place that
// decides it, read by the grid and the ladder (greyed prices), one-click placement (refused) and
// the confirmation dialog (prices shown as stale). A market is stale while:
// - its stream is not live: connecting, reconnecting (which is also what a stream silent past its
//   heartbeat window becomes: the session's silence watchdog, trading-core §9's 5 s reply-activity
//   timeout, reports 'silent' and reconnects), disconnected or stopped;
// - or the market has had no fresh image since the subscription that includes it was sent (a new
//   subscription is answered with a new image, betfair-protocol §5.4; until then the cache holds
//   the old subscription's last prices), or since the session resynced (a refused market change
//   made it resubscribe for a fresh image, issue 14 §3: the cache missed an update until then).
// A reconnection that resumes with the cache's clocks gets deltas, not an image: the market is
// fresh again as soon as the stream is live. A 503 ('delayed') stream still delivers prices, so it
// does not lock betting; the connection badge shows it.
// LiveExchange reports changed markets in its once-a-frame flush (frame-batch.ts), so a market
// turns fresh in the same commit that draws its new image, never before.
import type { MarketCache } from '@greenbook/betfair';
import type { ConnectionState } from './connection-state';
import type { LiveExchange } from './live-exchange';

type Listener = () => void;

export class MarketFreshness {
  private streamLive = false;
  /** Markets waiting for their image, with the cache entry they had when the subscription went out. */
  private readonly awaitingImage = new Map<string, MarketCache | undefined>();
  private readonly listeners = new Set<Listener>();

  constructor(private readonly marketOf: (marketId: string) => MarketCache | undefined) {}

  isFresh(marketId: string): boolean {
    return this.streamLive && !this.awaitingImage.has(marketId);
  }

  onChange = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A new subscription went out for these markets: each waits for its new image. */
  subscribing(marketIds: readonly string[]): void {
    this.awaitingImage.clear();
    for (const marketId of marketIds) this.awaitingImage.set(marketId, this.marketOf(marketId));
    this.notify();
  }

  /** The market stream's state changed. */
  streamState(state: ConnectionState): void {
    const live = state === 'live' || state === 'delayed';
    if (live === this.streamLive) return;
    this.streamLive = live;
    this.notify();
  }

  /** A message changed these markets: an image replaces a market's cache entry with a new one. */
  changed(marketIds: readonly string[]): void {
    let arrived = false;
    for (const marketId of marketIds) {
      if (!this.awaitingImage.has(marketId)) continue;
      if (this.marketOf(marketId) === this.awaitingImage.get(marketId)) continue;
      this.awaitingImage.delete(marketId);
      arrived = true;
    }
    if (arrived) this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * Whether a market's prices may be acted on without the trader: the market's own freshness (its
 * stream live and its image received since it was subscribed) and the order stream live too, as
 * cash out and the auto-bet scheduler also read the account's orders.
 */
export function pricesAreFresh(
  live: Pick<LiveExchange, 'connectionState' | 'freshness'>,
  marketId: string,
): boolean {
  return live.connectionState === 'live' && live.freshness.isFresh(marketId);
}
