// What the market stream last published for one market, and how the next change is built from
// the engine: the runners' dirty ticks (core/book/runner-changes.ts) say which prices moved, and
// the last published best levels let level ladders send exactly the levels that changed
// (betfair-protocol §5.9: every changed level, `[n,0,0]` for a level that emptied).
import {
  availableToBack,
  availableToLay,
  lastPriceTraded,
  sizeAt,
  tradedVolume,
  type PriceSizePair,
} from '../core/book-views.js';
import { runnerKey, type SimMarket, type SimRunner } from '../core/market.js';
import { projectedStartingPrice } from '../core/starting-price.js';
import { marketDefinition } from './market-definition.js';
import {
  emptyDelta,
  type LevelMap,
  type MarketDelta,
  type PriceMap,
  type RunnerDelta,
} from './market-delta.js';

/** Level ladders never go deeper than ladderLevels' maximum (§5.4). */
const MAX_LEVELS = 10;
const pounds = (pence: number): number => Math.round(pence) / 100;

interface RunnerMemory {
  back: PriceSizePair[];
  lay: PriceSizePair[];
  spb: PriceMap;
  spl: PriceMap;
  spn: number | undefined;
  spf: number | undefined;
}

function levelMap(levels: PriceSizePair[]): LevelMap {
  const map: LevelMap = new Map();
  levels.forEach(([price, size], level) => map.set(level, [price, size]));
  return map;
}

/** Levels that differ between two best-first ladders; emptied levels become [0, 0]. */
function changedLevels(before: PriceSizePair[], after: PriceSizePair[]): LevelMap {
  const map: LevelMap = new Map();
  for (let level = 0; level < Math.max(before.length, after.length); level += 1) {
    const old = before[level];
    const now = after[level];
    if (now === undefined) map.set(level, [0, 0]);
    else if (old === undefined || old[0] !== now[0] || old[1] !== now[1]) map.set(level, [now[0], now[1]]);
  }
  return map;
}

/**
 * Starting-price ladders of the bets waiting for reconciliation (§5.4 SP_TRADED, aligned with
 * atb/atl): spb holds lay liability (MARKET_ON_CLOSE lays at 1000), spl back stakes (at 1.01).
 */
function startingPriceLadders(market: SimMarket, runner: SimRunner): { spb: PriceMap; spl: PriceMap } {
  const spb: PriceMap = new Map();
  const spl: PriceMap = new Map();
  for (const order of market.startingPriceOrders) {
    if (order.runnerIndex !== runner.index || order.remaining === 0) continue;
    const isLay = order.side === 'LAY';
    const price = order.orderType === 'LIMIT_ON_CLOSE' ? order.price : isLay ? 1000 : 1.01;
    const ladder = isLay ? spb : spl;
    ladder.set(price, pounds((ladder.get(price) ?? 0) * 100 + order.remaining));
  }
  return { spb, spl };
}

function diffPrices(before: PriceMap, after: PriceMap): PriceMap | undefined {
  const changes: PriceMap = new Map();
  for (const [price, size] of after) if (before.get(price) !== size) changes.set(price, size);
  for (const price of before.keys()) if (!after.has(price)) changes.set(price, 0);
  return changes.size === 0 ? undefined : changes;
}

export class MarketStreamState {
  private readonly memory: RunnerMemory[];

  /** Starts from the market as it is now; the caller publishes `image()` to everyone. */
  constructor(readonly market: SimMarket) {
    this.memory = market.runners.map(() => ({
      back: [],
      lay: [],
      spb: new Map(),
      spl: new Map(),
      spn: undefined,
      spf: undefined,
    }));
  }

  /** The whole market as an image (read-only unless `remember`: then it becomes the baseline). */
  image(seq: number, remember: boolean): MarketDelta {
    const { market } = this;
    const delta = emptyDelta(market.marketId, seq, true);
    delta.tv = pounds(market.totalMatched);
    delta.definition = marketDefinition(market);
    for (const runner of market.runners) {
      const book = runner.book;
      const back = availableToBack(book, MAX_LEVELS);
      const lay = availableToLay(book, MAX_LEVELS);
      const entry: RunnerDelta = {
        id: runner.selectionId,
        hc: runner.handicap,
        atb: new Map(availableToBack(book)),
        atl: new Map(availableToLay(book)),
        trd: new Map(tradedVolume(book)),
        batb: levelMap(back),
        batl: levelMap(lay),
        tv: pounds(book.totalMatched),
      };
      const ltp = lastPriceTraded(book);
      if (ltp !== undefined) entry.ltp = ltp;
      const memory = this.memory[runner.index]!;
      if (market.spec.bspMarket) this.fullStartingPrices(entry, runner, remember ? memory : undefined);
      if (remember) {
        memory.back = back;
        memory.lay = lay;
        book.changes.clear();
      }
      delta.runners.set(runnerKey(runner.selectionId, runner.handicap), entry);
    }
    if (remember) market.definitionChanged = false;
    return delta;
  }

  /** What moved since the last publish, or undefined; clears the engine's dirty marks. */
  delta(seq: number): MarketDelta | undefined {
    const { market } = this;
    const delta = emptyDelta(market.marketId, seq, false);
    if (market.definitionChanged) {
      delta.definition = marketDefinition(market);
      market.definitionChanged = false;
    }
    let traded = false;
    for (const runner of market.runners) {
      const entry = this.runnerDelta(runner);
      if (entry === undefined) continue;
      if (entry.trd !== undefined) traded = true;
      delta.runners.set(runnerKey(runner.selectionId, runner.handicap), entry);
    }
    if (traded) delta.tv = pounds(market.totalMatched);
    return delta.definition === undefined && delta.runners.size === 0 ? undefined : delta;
  }

  private runnerDelta(runner: SimRunner): RunnerDelta | undefined {
    const { book } = runner;
    const changes = book.changes;
    const memory = this.memory[runner.index]!;
    const entry: RunnerDelta = { id: runner.selectionId, hc: runner.handicap };
    let moved = false;
    if (!changes.isEmpty) {
      const ladder = book.ladder;
      if (changes.availableToBack.size > 0) {
        entry.atb = new Map(
          [...changes.availableToBack].map((tick) => [ladder.priceAt(tick)!, sizeAt(book, 'LAY', tick)]),
        );
        const back = availableToBack(book, MAX_LEVELS);
        entry.batb = changedLevels(memory.back, back);
        memory.back = back;
      }
      if (changes.availableToLay.size > 0) {
        entry.atl = new Map(
          [...changes.availableToLay].map((tick) => [ladder.priceAt(tick)!, sizeAt(book, 'BACK', tick)]),
        );
        const lay = availableToLay(book, MAX_LEVELS);
        entry.batl = changedLevels(memory.lay, lay);
        memory.lay = lay;
      }
      if (changes.traded.size > 0) {
        entry.trd = new Map(
          [...changes.traded].map((tick) => [ladder.priceAt(tick)!, pounds(book.traded.get(tick) ?? 0)]),
        );
        entry.tv = pounds(book.totalMatched);
      }
      if (changes.lastTraded) {
        const ltp = lastPriceTraded(book);
        if (ltp !== undefined) entry.ltp = ltp;
      }
      changes.clear();
      moved = true;
    }
    if (this.market.spec.bspMarket && this.addStartingPrices(entry, runner, memory)) moved = true;
    return moved ? entry : undefined;
  }

  /** All SP ladders and projections of a runner; they become the baseline when `memory` is given. */
  private fullStartingPrices(entry: RunnerDelta, runner: SimRunner, memory: RunnerMemory | undefined): void {
    const { spb, spl } = startingPriceLadders(this.market, runner);
    const projected = runner.bsp ?? projectedStartingPrice(this.market, runner);
    entry.spb = spb;
    entry.spl = spl;
    if (projected !== undefined) entry.spn = entry.spf = projected;
    if (memory !== undefined) {
      memory.spb = spb;
      memory.spl = spl;
      memory.spn = memory.spf = projected;
    }
  }

  /** Adds the SP ladders and projections that changed since the last publish. */
  private addStartingPrices(entry: RunnerDelta, runner: SimRunner, memory: RunnerMemory): boolean {
    const { spb, spl } = startingPriceLadders(this.market, runner);
    // Near and far are the same here: the simulator projects one price (last traded or mid).
    const projected = runner.bsp ?? projectedStartingPrice(this.market, runner);
    let moved = false;
    const spbChanges = diffPrices(memory.spb, spb);
    const splChanges = diffPrices(memory.spl, spl);
    if (spbChanges !== undefined) entry.spb = spbChanges;
    if (splChanges !== undefined) entry.spl = splChanges;
    if (projected !== undefined && projected !== memory.spn) {
      entry.spn = entry.spf = projected;
      moved = true;
    }
    moved ||= spbChanges !== undefined || splChanges !== undefined;
    memory.spb = spb;
    memory.spl = spl;
    memory.spn = memory.spf = projected;
    return moved;
  }
}
