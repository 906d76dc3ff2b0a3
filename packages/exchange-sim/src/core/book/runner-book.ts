// A runner's order book and matching: price-time priority with price improvement
// (betfair-protocol §8.4) and fill-or-kill with a VWAP-bounded fill (§8.5).
// A BACK at p matches resting LAYs at prices ≥ p, highest first; a LAY at p matches resting
// BACKs at ≤ p, lowest first; the taker always gets the resting order's price.
// Each order's sizes are cents of its own account's currency; when two currencies meet, each side
// takes its own cents of the match (matchSizes) and volumes are counted in GBP, as Betfair shows them.
import type { PriceLadder } from '@greenbook/trading';
import { convertCents, toPence } from '../currency.js';
import type { SimOrder } from '../order.js';
import { BookSide } from './book-side.js';
import { remainderIn, type PriceLevel } from './price-level.js';
import { RunnerChanges } from './runner-changes.js';

/** Told of every fill so accounts and streams follow: maker rested first, taker arrived; sizes in each one's cents. */
export type FillListener = (maker: SimOrder, taker: SimOrder, makerSize: number, takerSize: number) => void;

/**
 * What each side of a match takes, in its own cents, when the taker wants `wanted` and the maker
 * has `maker.remaining`. The side that runs out takes all it has and the other the same value at
 * the rates, rounded to its cent and at least one cent (so every match moves both orders and the
 * loop always ends); in one currency both take the same size.
 */
export function matchSizes(
  taker: SimOrder,
  maker: SimOrder,
  wanted: number,
): { taker: number; maker: number } {
  const makerAsTaker = remainderIn(maker, taker.rate);
  if (makerAsTaker <= wanted) return { taker: makerAsTaker, maker: maker.remaining };
  const takerAsMaker = Math.max(1, convertCents(wanted, taker.rate, maker.rate));
  return { taker: wanted, maker: Math.min(maker.remaining, takerAsMaker) };
}

export class RunnerBook {
  /** Resting BACK orders: what layers can take, shown to others as availableToLay. Best lowest. */
  readonly restingBacks = new BookSide(false);
  /** Resting LAY orders: what backers can take, shown to others as availableToBack. Best highest. */
  readonly restingLays = new BookSide(true);
  /** Traded volume by tick, in GBP pence, both sides of each match counted. */
  readonly traded = new Map<number, number>();
  totalMatched = 0;
  lastTradedTick: number | undefined;
  readonly changes = new RunnerChanges();

  constructor(
    readonly ladder: PriceLadder,
    private readonly onFill: FillListener,
  ) {}

  /** Matches the order against the other side as far as its limit allows. Returns cents matched. */
  match(taker: SimOrder, at: number): number {
    const opposite = taker.side === 'BACK' ? this.restingLays : this.restingBacks;
    let matched = 0;
    for (let level = opposite.best(); level !== undefined && taker.remaining > 0; level = opposite.best()) {
      if (!this.crosses(taker, level.tick)) break;
      matched += this.takeFromLevel(opposite, level, taker, taker.remaining, at);
    }
    return matched;
  }

  /**
   * Fill-or-kill: matches at least `minFill` (the taker's cents) now or nothing. For odds markets
   * the limit bounds the volume-weighted average price, so fragments may match beyond it; on line
   * markets (`strictLimit`) it is a plain limit. Returns cents matched (0 when killed).
   */
  matchFillOrKill(taker: SimOrder, minFill: number, strictLimit: boolean, at: number): number {
    const plan = this.fillOrKillPlan(taker, strictLimit);
    const target = Math.min(
      taker.remaining,
      plan.reduce((sum, step) => sum + step.size, 0),
    );
    if (target < minFill || target === 0) return 0;
    const opposite = taker.side === 'BACK' ? this.restingLays : this.restingBacks;
    let matched = 0;
    for (const step of plan) {
      if (matched >= target) break;
      const level = opposite.level(step.tick);
      if (level === undefined) break;
      matched += this.takeFromLevel(opposite, level, taker, Math.min(step.size, target - matched), at);
    }
    return matched;
  }

  /** Puts an order's remaining size at the back of its price level's queue. */
  rest(order: SimOrder): void {
    const side = order.side === 'BACK' ? this.restingBacks : this.restingLays;
    side.levelFor(order.tick).push(order);
    this.markAvailable(order.side, order.tick);
  }

  /** Takes size out of a resting order (cancel, reduce, lapse); the caller updates the order. */
  unrest(order: SimOrder, size: number): void {
    const side = order.side === 'BACK' ? this.restingBacks : this.restingLays;
    const level = side.level(order.tick);
    if (level === undefined) return;
    level.reduce(order, size);
    side.removeIfEmpty(level);
    this.markAvailable(order.side, order.tick);
  }

  /** Unmatched size resting at a tick for one side of resting orders, in GBP pence. */
  restingAt(side: 'BACK' | 'LAY', tick: number): number {
    return (side === 'BACK' ? this.restingBacks : this.restingLays).level(tick)?.total ?? 0;
  }

  private crosses(taker: SimOrder, restingTick: number): boolean {
    return taker.side === 'BACK' ? restingTick >= taker.tick : restingTick <= taker.tick;
  }

  private takeFromLevel(
    side: BookSide,
    level: PriceLevel,
    taker: SimOrder,
    wanted: number,
    at: number,
  ): number {
    const price = this.ladder.priceAt(level.tick)!;
    let taken = 0;
    let volume = 0;
    while (taken < wanted) {
      const maker = level.front();
      if (maker === undefined) break;
      const sizes = matchSizes(taker, maker, wanted - taken);
      maker.recordFill(price, sizes.maker, at);
      taker.recordFill(price, sizes.taker, at);
      level.reduce(maker, sizes.maker);
      taken += sizes.taker;
      // Betfair counts both sides of a match in traded volume (the recorded PRO files' trd grows by
      // twice the size taken off the ladder), in GBP, so the engine does too.
      volume += toPence(sizes.maker, maker.rate) + toPence(sizes.taker, taker.rate);
      this.onFill(maker, taker, sizes.maker, sizes.taker);
    }
    side.removeIfEmpty(level);
    if (taken > 0) {
      this.traded.set(level.tick, (this.traded.get(level.tick) ?? 0) + volume);
      this.totalMatched += volume;
      this.lastTradedTick = level.tick;
      this.changes.traded.add(level.tick);
      this.changes.lastTraded = true;
      this.markAvailable(side === this.restingBacks ? 'BACK' : 'LAY', level.tick);
    }
    return taken;
  }

  /** Levels and sizes (taker's cents) a fill-or-kill may take, best first, keeping the VWAP within the limit. */
  private fillOrKillPlan(taker: SimOrder, strictLimit: boolean): Array<{ tick: number; size: number }> {
    const opposite = taker.side === 'BACK' ? this.restingLays : this.restingBacks;
    const limit = taker.price;
    // Backers want a high average price, layers a low one: sign makes both "value ≥ limit".
    const sign = taker.side === 'BACK' ? 1 : -1;
    const plan: Array<{ tick: number; size: number }> = [];
    let size = 0;
    let value = 0; // Σ price × size
    for (const level of opposite.fromBest()) {
      if (size >= taker.remaining) break;
      const price = this.ladder.priceAt(level.tick)!;
      const room = taker.remaining - size;
      const available = level.sizeIn(taker.rate);
      let take: number;
      if (sign * (price - limit) >= 0) take = Math.min(room, available);
      else if (strictLimit) break;
      else {
        // Largest x with sign × ((value + price·x) / (size + x) − limit) ≥ 0.
        const x = Math.floor((sign * (value - limit * size)) / (sign * (limit - price)) + 1e-9);
        take = Math.min(room, available, Math.max(0, x));
      }
      if (take <= 0) break;
      plan.push({ tick: level.tick, size: take });
      size += take;
      value += price * take;
    }
    return plan;
  }

  private markAvailable(restingSide: 'BACK' | 'LAY', tick: number): void {
    if (restingSide === 'BACK') this.changes.availableToLay.add(tick);
    else this.changes.availableToBack.add(tick);
  }
}
