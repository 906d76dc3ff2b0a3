// The market cache of one stream subscription (betfair-protocol §5.9): applies mcm messages
// (live, resubscribed or historical) to the markets in place and keeps the clocks needed to
// resubscribe after a reconnect without losing the cache (betcode-org/betfair#112).
import type { MarketChangeMessage } from '../messages.js';
import { MarketCache } from './market-cache.js';
import type { RunnerCache } from './runner-cache.js';

export class MarketStreamCache {
  readonly markets = new Map<string, MarketCache>();
  initialClk: string | undefined;
  clk: string | undefined;
  /** Markets changed by the last applied message, in message order. */
  readonly lastChanged: MarketCache[] = [];
  private readonly changedRunners: RunnerCache[] = [];

  /** Applies one mcm; returns the markets it changed (also in `lastChanged`). */
  apply(message: MarketChangeMessage): MarketCache[] {
    const changed = this.lastChanged;
    if (changed.length > 0) changed.length = 0;
    if (message.ct === 'HEARTBEAT') {
      this.rememberClocks(message);
      return changed;
    }
    // A new image (or the first segment of one) replaces the whole cache.
    if (
      message.ct === 'SUB_IMAGE' &&
      (message.segmentType === undefined || message.segmentType === 'SEG_START')
    ) {
      this.markets.clear();
    }
    const publishTime = message.pt;
    const changes = message.mc;
    if (changes !== undefined) {
      for (let i = 0; i < changes.length; i += 1) {
        const change = changes[i]!;
        let market = this.markets.get(change.id);
        if (market === undefined || change.img === true) {
          market = new MarketCache(change.id);
          this.markets.set(change.id, market);
        }
        market.apply(change, publishTime, this.changedRunners);
        changed.push(market);
      }
    }
    this.rememberClocks(message);
    this.notify(changed);
    return changed;
  }

  clear(): void {
    this.markets.clear();
    this.initialClk = undefined;
    this.clk = undefined;
  }

  private rememberClocks(message: MarketChangeMessage): void {
    // Self-recorded files carry explicit nulls: keep the latest real clock.
    if (typeof message.initialClk === 'string') this.initialClk = message.initialClk;
    if (typeof message.clk === 'string') this.clk = message.clk;
  }

  private notify(changed: readonly MarketCache[]): void {
    if (this.changedRunners.length > 0) {
      for (const runner of this.changedRunners) for (const listener of runner.listeners) listener(runner);
      this.changedRunners.length = 0;
    }
    for (let i = 0; i < changed.length; i += 1) {
      const market = changed[i]!;
      if (market.listeners.size > 0) for (const listener of market.listeners) listener(market);
    }
  }
}
