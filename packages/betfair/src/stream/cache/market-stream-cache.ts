// The market cache of one stream subscription (betfair-protocol §5.9): applies mcm messages
// (live, resubscribed or historical) to the markets in place and keeps the clocks needed to
// resubscribe after a reconnect without losing the cache (betcode-org/betfair#112).
import type { MarketChangeMessage } from '../messages.js';
import { MarketCache } from './market-cache.js';
import { MarketChangeLineReader } from './market-change-line.js';
import type { RunnerCache } from './runner-cache.js';

export class MarketStreamCache {
  readonly markets = new Map<string, MarketCache>();
  initialClk: string | undefined;
  clk: string | undefined;
  /** Markets changed by the last applied message, in message order. */
  readonly lastChanged: MarketCache[] = [];
  private readonly changedRunners: RunnerCache[] = [];

  private readonly reader = new MarketChangeLineReader();

  /** Applies one mcm; returns the markets it changed (also in `lastChanged`). */
  apply(message: MarketChangeMessage): MarketCache[] {
    const changed = this.lastChanged;
    if (changed.length > 0) changed.length = 0;
    if (message.ct === 'HEARTBEAT') {
      this.rememberClocks(message);
      return changed;
    }
    this.startMessage(message.ct, message.segmentType);
    const publishTime = message.pt;
    const changes = message.mc;
    if (changes !== undefined) {
      for (let i = 0; i < changes.length; i += 1) {
        const change = changes[i]!;
        const market = this.marketFor(change.id, change.img === true);
        market.apply(change, publishTime, this.changedRunners);
        changed.push(market);
      }
    }
    this.rememberClocks(message);
    this.notify(changed);
    return changed;
  }

  /**
   * Applies one mcm line read by the specialised reader (market-change-line.ts), to the same
   * state `apply(JSON.parse(line))` reaches, but without building the message; undefined (and
   * nothing changed) when the reader does not take the line: parse it and `apply` it then.
   */
  applyLine(line: string): MarketCache[] | undefined {
    return this.reads(line) ? this.applyRead() : undefined;
  }

  /** applyLine in two steps: whether the reader takes the line (nothing applied yet)… */
  reads(line: string): boolean {
    return this.reader.read(line);
  }

  /** …and applying the line it took last. */
  applyRead(): MarketCache[] {
    const reader = this.reader;
    const changed = this.lastChanged;
    if (changed.length > 0) changed.length = 0;
    if (reader.ct === 'HEARTBEAT') {
      this.rememberClocks(reader);
      return changed;
    }
    this.startMessage(reader.ct, undefined);
    for (let i = 0; i < reader.marketCount; i += 1) {
      const change = reader.markets[i]!;
      const market = this.marketFor(change.id, change.img);
      market.applyRead(reader, i, reader.pt, this.changedRunners);
      changed.push(market);
    }
    this.rememberClocks(reader);
    this.notify(changed);
    return changed;
  }

  /** A new image (or the first segment of one) replaces the whole cache. */
  private startMessage(ct: string | undefined, segmentType: string | undefined): void {
    if (ct === 'SUB_IMAGE' && (segmentType === undefined || segmentType === 'SEG_START'))
      this.markets.clear();
  }

  /** The market's cache entry; a new one for an image of it. */
  private marketFor(marketId: string, image: boolean): MarketCache {
    let market = this.markets.get(marketId);
    if (market === undefined || image) {
      market = new MarketCache(marketId);
      this.markets.set(marketId, market);
    }
    return market;
  }

  clear(): void {
    this.markets.clear();
    this.initialClk = undefined;
    this.clk = undefined;
  }

  private rememberClocks(message: { readonly initialClk?: unknown; readonly clk?: unknown }): void {
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
