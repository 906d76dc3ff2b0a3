// The engine behind one ladder (style.md "Engine outside the view"): what each price row shows,
// computed from the runner's stream cache and the account's order cache, kept per tick index for
// the rows that are on screen. When the runner or its orders change, only the subscribed rows
// whose level differs are told, so a price change re-renders just the rows it touches.
import type { OrderRunnerCache, RunnerCache } from '@greenbook/betfair';
import {
  crossesSpread,
  delayFor,
  exactRunnerPosition,
  greenUpAtOdd,
  NO_DELAY,
  unitsToMoney,
  type DelayRegime,
  type ExactRunnerPosition,
  type PriceLadder,
  type Side,
} from '@greenbook/trading';
import { bestRestingTicks } from '@/lib/market/bet-delay';

/**
 * Issue 21 §4, in play with a bet delay: a bet from this cell waits the delay ('wait') or goes at
 * once because it does not cross the spread ('passive'); undefined when no bet is delayed.
 */
export type CellDelay = 'wait' | 'passive' | undefined;

/** What one price row of a ladder shows (trading-core §2 "Ladder view" columns). */
export interface LadderLevel {
  /** Available to back at this price (BACK column), 0 for none. */
  readonly back: number;
  /** Available to lay at this price (LAY column). */
  readonly lay: number;
  /** Traded at this price (Traded column, trd). */
  readonly traded: number;
  /** This price's share of the runner's traded volume, whole percent (Chart column bar). */
  readonly tradedShare: number;
  /** This price is the last traded price (Last Traded Price column highlight). */
  readonly isLastTraded: boolean;
  /** The account's unmatched size remaining at this price (Unmatched column). */
  readonly unmatched: number;
  /** Which sides those unmatched bets are on. */
  readonly unmatchedSide: 'B' | 'L' | 'BL' | undefined;
  /** Profit if the matched position is hedged at this price (Hedge column); undefined when none. */
  readonly hedge: number | undefined;
  /** Whether a back (BACK cell) or a lay (LAY cell) at this price waits the in-play delay. */
  readonly backDelay: CellDelay;
  readonly layDelay: CellDelay;
}

export const EMPTY_LEVEL: LadderLevel = {
  back: 0,
  lay: 0,
  traded: 0,
  tradedShare: 0,
  isLastTraded: false,
  unmatched: 0,
  unmatchedSide: undefined,
  hedge: undefined,
  backDelay: undefined,
  layDelay: undefined,
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function sameLevel(a: LadderLevel, b: LadderLevel): boolean {
  return (
    a.back === b.back &&
    a.lay === b.lay &&
    a.traded === b.traded &&
    a.tradedShare === b.tradedShare &&
    a.isLastTraded === b.isLastTraded &&
    a.unmatched === b.unmatched &&
    a.unmatchedSide === b.unmatchedSide &&
    a.hedge === b.hedge &&
    a.backDelay === b.backDelay &&
    a.layDelay === b.layDelay
  );
}

interface UnmatchedAtTick {
  size: number;
  side: 'B' | 'L' | 'BL';
  betIds: string[];
}

type SizeAt = (price: number, tick: number) => number;

const NO_SIZE: SizeAt = () => 0;

/** The best ticks of a runner: where a ladder centres (trading-core §2 "scrolls to the best odds"). */
export interface BestTicks {
  readonly back: number | undefined;
  readonly lay: number | undefined;
  readonly lastTraded: number | undefined;
}

export class LadderLevelStore {
  private runner: RunnerCache | undefined;
  private orders: OrderRunnerCache | undefined;
  private runnerVersion = -1;
  private ordersVersion = -1;
  private backAt: SizeAt = NO_SIZE;
  private layAt: SizeAt = NO_SIZE;
  private tradedTotal = 0;
  private lastTradedTick: number | undefined;
  private unmatched = new Map<number, UnmatchedAtTick>();
  private position: ExactRunnerPosition | undefined;
  /** The Hedge column by tick: it changes with the account's orders only, not the market's churn. */
  private readonly hedges = new Map<number, number | undefined>();
  private regime: DelayRegime = NO_DELAY;
  private bestResting: { back: number | undefined; lay: number | undefined } = {
    back: undefined,
    lay: undefined,
  };
  private readonly levels = new Map<number, LadderLevel>();
  /** Where update() reads each row before it knows whether the row changed. */
  private readonly scratch: Mutable<LadderLevel> = { ...EMPTY_LEVEL };
  private readonly listeners = new Map<number, Set<() => void>>();

  constructor(
    readonly ladder: PriceLadder,
    readonly runnerKey: string,
  ) {}

  /**
   * Reads the caches again; tells the rows whose level changed. Cheap when nothing moved.
   * `regime`: how the market delays bets now (lib/market/bet-delay.ts), for the cells' delay marks.
   */
  update(
    runner: RunnerCache | undefined,
    orders: OrderRunnerCache | undefined,
    regime: DelayRegime = NO_DELAY,
  ): void {
    const runnerChanged = runner !== this.runner || (runner?.version ?? -1) !== this.runnerVersion;
    const ordersChanged = orders !== this.orders || (orders?.version ?? -1) !== this.ordersVersion;
    const regimeChanged =
      regime.delaySeconds !== this.regime.delaySeconds || regime.passiveSkips !== this.regime.passiveSkips;
    if (!runnerChanged && !ordersChanged && !regimeChanged) return;
    this.regime = regime;
    if (runnerChanged) this.readRunner(runner);
    if (ordersChanged) this.readOrders(orders);
    // Every update reads every row again, and most rows have not moved: each is read into one
    // scratch level and a new object made only for a row that changed (a busy market's updates
    // otherwise made ~1 MB of garbage a second here, and the collections it brings can land on a
    // click: bench/README "29 November, morning").
    const changed: Array<Set<() => void>> = [];
    const scratch = this.scratch;
    this.levels.forEach((before, tick) => {
      this.read(tick, scratch);
      if (sameLevel(before, scratch)) return;
      this.levels.set(tick, sameLevel(scratch, EMPTY_LEVEL) ? EMPTY_LEVEL : { ...scratch });
      const listeners = this.listeners.get(tick);
      if (listeners !== undefined) changed.push(listeners);
    });
    for (const listeners of changed) for (const listener of listeners) listener();
  }

  /** The level of a tick, stable (same object) until it changes. */
  level(tick: number): LadderLevel {
    let level = this.levels.get(tick);
    if (level === undefined) {
      level = this.compute(tick);
      this.levels.set(tick, level);
    }
    return level;
  }

  subscribe(tick: number, listener: () => void): () => void {
    const set = this.listeners.get(tick) ?? new Set<() => void>();
    this.listeners.set(tick, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(tick);
        this.levels.delete(tick);
      }
    };
  }

  /** The account's executable bet ids at a tick (what clicking its unmatched amount cancels). */
  betIdsAt(tick: number): readonly string[] {
    return this.unmatched.get(tick)?.betIds ?? [];
  }

  bestTicks(): BestTicks {
    const runner = this.runner;
    const best = (price: number | undefined) =>
      price === undefined ? undefined : this.ladder.indexOf(price);
    return {
      back: best(runner?.bestBackPrice()),
      lay: best(runner?.bestLayPrice()),
      lastTraded: this.lastTradedTick,
    };
  }

  private readRunner(runner: RunnerCache | undefined): void {
    this.runner = runner;
    this.runnerVersion = runner?.version ?? -1;
    this.bestResting = bestRestingTicks(runner, this.ladder);
    if (runner === undefined) {
      this.backAt = this.layAt = NO_SIZE;
      this.tradedTotal = 0;
      this.lastTradedTick = undefined;
      return;
    }
    // Full depth when the market carries it (EX_ALL_OFFERS), else the best levels (§7 fields).
    this.backAt =
      runner.availableToBack.length > 0
        ? (price) => runner.availableToBack.sizeAt(price)
        : this.levelMap(runner.bestBack(10));
    this.layAt =
      runner.availableToLay.length > 0
        ? (price) => runner.availableToLay.sizeAt(price)
        : this.levelMap(runner.bestLay(10));
    this.tradedTotal = runner.traded.total();
    this.lastTradedTick =
      runner.lastPriceTraded === undefined ? undefined : this.ladder.indexOf(runner.lastPriceTraded);
  }

  private levelMap(levels: ReadonlyArray<readonly [number, number]>): SizeAt {
    if (levels.length === 0) return NO_SIZE;
    const byTick = new Map<number, number>();
    for (const [price, size] of levels) {
      const tick = this.ladder.indexOf(price);
      if (tick !== undefined) byTick.set(tick, size);
    }
    return (_price, tick) => byTick.get(tick) ?? 0;
  }

  private readOrders(orders: OrderRunnerCache | undefined): void {
    this.orders = orders;
    this.ordersVersion = orders?.version ?? -1;
    this.unmatched = new Map();
    this.position = undefined;
    this.hedges.clear();
    if (orders === undefined) return;
    for (const order of orders.orders.values()) {
      if (order.status !== 'E' || order.ot !== 'L' || !(order.sr > 0)) continue;
      const tick = this.ladder.indexOf(order.p);
      if (tick === undefined) continue;
      const at = this.unmatched.get(tick);
      if (at === undefined)
        this.unmatched.set(tick, { size: order.sr, side: order.side, betIds: [order.id] });
      else {
        at.size = Math.round((at.size + order.sr) * 100) / 100;
        if (at.side !== order.side) at.side = 'BL';
        at.betIds.push(order.id);
      }
    }
    const exact = exactRunnerPosition(this.runnerKey, {
      matchedBacks: orders.matchedBacks.toArray(),
      matchedLays: orders.matchedLays.toArray(),
    });
    if (exact.ok && exact.value.hasMatchedBets) this.position = exact.value;
  }

  private compute(tick: number): LadderLevel {
    const level = { ...EMPTY_LEVEL };
    this.read(tick, level);
    return sameLevel(level, EMPTY_LEVEL) ? EMPTY_LEVEL : level;
  }

  /** Writes the level of `tick` into `into`, every field. */
  private read(tick: number, into: Mutable<LadderLevel>): void {
    const price = this.ladder.priceAt(tick);
    if (price === undefined) {
      Object.assign(into, EMPTY_LEVEL);
      return;
    }
    const traded = this.runner?.traded.sizeAt(price) ?? 0;
    const unmatched = this.unmatched.get(tick);
    into.back = this.backAt(price, tick);
    into.lay = this.layAt(price, tick);
    into.traded = traded;
    into.tradedShare = this.tradedTotal > 0 ? Math.round((traded / this.tradedTotal) * 100) : 0;
    into.isLastTraded = this.lastTradedTick === tick;
    into.unmatched = unmatched?.size ?? 0;
    into.unmatchedSide = unmatched?.side;
    into.hedge = this.hedgeAt(price, tick);
    into.backDelay = this.delayAt('BACK', tick);
    into.layDelay = this.delayAt('LAY', tick);
  }

  private delayAt(side: Side, tick: number): CellDelay {
    if (this.regime.delaySeconds === 0) return undefined;
    return delayFor(this.regime, crossesSpread(side, tick, this.bestResting)) > 0 ? 'wait' : 'passive';
  }

  /** trading-core §2 Hedge column: the runner's P&L once levelled at this price (trading hedge maths). */
  private hedgeAt(price: number, tick: number): number | undefined {
    if (this.position === undefined) return undefined;
    if (this.hedges.has(tick)) return this.hedges.get(tick);
    const result = greenUpAtOdd(this.position, price);
    const hedge = result.kind === 'BET' ? unitsToMoney(result.bet.winUnitsAfter) : undefined;
    this.hedges.set(tick, hedge);
    return hedge;
  }
}
