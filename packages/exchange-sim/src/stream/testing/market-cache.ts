// A reference market cache that applies mcm messages exactly as betfair-protocol §5.9 says
// clients do; tests compare what it holds with a fresh subscription's image.
import type { StreamMessage } from './stream-client.js';

type Ladder = Map<number, number>;
type Levels = Map<number, [number, number]>;

export interface CachedRunner {
  price: Record<'atb' | 'atl' | 'trd' | 'spb' | 'spl', Ladder>;
  level: Record<'batb' | 'batl' | 'bdatb' | 'bdatl', Levels>;
  scalar: Partial<Record<'ltp' | 'tv' | 'spn' | 'spf', number>>;
}

export interface CachedMarket {
  definition: unknown;
  tv: number | undefined;
  runners: Map<string, CachedRunner>;
}

const PRICE_KEYS = ['atb', 'atl', 'trd', 'spb', 'spl'] as const;
const LEVEL_KEYS = ['batb', 'batl', 'bdatb', 'bdatl'] as const;
const SCALAR_KEYS = ['ltp', 'tv', 'spn', 'spf'] as const;

const newRunner = (): CachedRunner => ({
  price: { atb: new Map(), atl: new Map(), trd: new Map(), spb: new Map(), spl: new Map() },
  level: { batb: new Map(), batl: new Map(), bdatb: new Map(), bdatl: new Map() },
  scalar: {},
});

export class MarketCache {
  readonly markets = new Map<string, CachedMarket>();
  clk: string | undefined;
  initialClk: string | undefined;

  apply(message: StreamMessage): void {
    if (message.op !== 'mcm' || message.ct === 'HEARTBEAT') {
      this.keepClocks(message);
      return;
    }
    if (
      message.ct === 'SUB_IMAGE' &&
      (message.segmentType === undefined || message.segmentType === 'SEG_START')
    )
      this.markets.clear();
    for (const change of (message.mc ?? []) as Array<Record<string, unknown>>) this.applyMarket(change);
    this.keepClocks(message);
  }

  /** Ladders in a comparable form: market → runner → key → sorted entries. */
  snapshot(): Record<string, Record<string, Record<string, unknown>>> {
    const result: Record<string, Record<string, Record<string, unknown>>> = {};
    for (const [marketId, market] of this.markets) {
      const runnersOut: Record<string, Record<string, unknown>> = {};
      for (const [key, runner] of market.runners) {
        const out: Record<string, unknown> = { ...runner.scalar };
        for (const ladder of PRICE_KEYS) out[ladder] = [...runner.price[ladder]].sort((a, b) => a[0] - b[0]);
        for (const ladder of LEVEL_KEYS) out[ladder] = [...runner.level[ladder]].sort((a, b) => a[0] - b[0]);
        runnersOut[key] = out;
      }
      result[marketId] = { market: { tv: market.tv }, ...runnersOut };
    }
    return result;
  }

  private keepClocks(message: StreamMessage): void {
    if (typeof message.clk === 'string') this.clk = message.clk;
    if (typeof message.initialClk === 'string') this.initialClk = message.initialClk;
  }

  private applyMarket(change: Record<string, unknown>): void {
    const id = change.id as string;
    let market = this.markets.get(id);
    if (change.img === true || market === undefined) {
      market = { definition: undefined, tv: undefined, runners: new Map() };
      this.markets.set(id, market);
    }
    if (change.marketDefinition !== undefined) market.definition = change.marketDefinition;
    if (typeof change.tv === 'number') market.tv = change.tv;
    for (const rc of (change.rc ?? []) as Array<Record<string, unknown>>) {
      const key = `${rc.id as number}_${(rc.hc as number | undefined) ?? 0}`;
      let runner = market.runners.get(key);
      if (runner === undefined) {
        runner = newRunner();
        market.runners.set(key, runner);
      }
      for (const ladder of PRICE_KEYS) {
        for (const [price, size] of (rc[ladder] ?? []) as Array<[number, number]>) {
          if (size === 0) runner.price[ladder].delete(price);
          else runner.price[ladder].set(price, size);
        }
      }
      for (const ladder of LEVEL_KEYS) {
        for (const [level, price, size] of (rc[ladder] ?? []) as Array<[number, number, number]>) {
          if (size === 0) runner.level[ladder].delete(level);
          else runner.level[ladder].set(level, [price, size]);
        }
      }
      for (const scalar of SCALAR_KEYS)
        if (typeof rc[scalar] === 'number') runner.scalar[scalar] = rc[scalar];
    }
  }
}
