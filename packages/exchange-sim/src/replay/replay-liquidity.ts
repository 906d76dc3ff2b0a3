// The replay account's resting orders, kept equal to the recorded ladders, and the recorded trades
// worked through the engine's queues (betfair-protocol §8.4 price-time priority).
//
// Recorded size appearing at a price joins the back of that price's queue; size disappearing
// without a trade is cancelled newest first, so it never moves a person's order forward. A
// recorded trade of X at a price consumes its queue from the front: replay orders ahead of a
// person's order go first, and the order fills only with what is left of X (the queue-position
// rule; flumine models it the same way, §10).
import type { SimAccount } from '../core/accounts.js';
import { cancelSize } from '../core/amend-orders.js';
import type { Exchange } from '../core/exchange.js';
import type { SimMarket, SimRunner } from '../core/market.js';
import { SimOrder } from '../core/order.js';
import type { RunnerBook } from '../core/book/runner-book.js';
import { oppositeSide, type Side } from '../core/types.js';

type Queues = Record<Side, Map<number, SimOrder[]>>;

/** A resting side and tick whose replay size should become `target` pence. */
export interface LevelTarget {
  readonly side: Side;
  readonly tick: number;
  readonly target: number;
}

export class ReplayLiquidity {
  private readonly queues = new Map<SimRunner, Queues>();

  constructor(
    private readonly exchange: Exchange,
    private readonly market: SimMarket,
    private readonly account: SimAccount,
  ) {}

  /** The replay's unmatched size resting at a tick, in pence. */
  sizeAt(runner: SimRunner, side: Side, tick: number): number {
    return this.live(runner, side, tick).reduce((sum, order) => sum + order.remaining, 0);
  }

  /** Ticks where the replay rests orders on a side. */
  ticks(runner: SimRunner, side: Side): number[] {
    return [...this.queuesOf(runner)[side].keys()];
  }

  /** Brings the replay's size to each target: every decrease before any increase, so the
   *  recorded book (which never crosses itself) cannot cross the replay's own orders. */
  sync(runner: SimRunner, targets: readonly LevelTarget[]): void {
    const changes = targets.map((level) => ({
      ...level,
      delta: level.target - this.sizeAt(runner, level.side, level.tick),
    }));
    for (const { side, tick, delta } of changes) if (delta < 0) this.reduce(runner, side, tick, -delta);
    if (runner.status !== 'ACTIVE') return;
    for (const { side, tick, delta } of changes) if (delta > 0) this.add(runner, side, tick, delta);
  }

  /**
   * A recorded trade took `size` pence from the orders resting at `tick` (and from any resting at
   * better prices, which a taker would have reached first). Replay orders consumed leave the
   * book; people's orders are filled against the replay account.
   */
  consumeTrade(runner: SimRunner, tick: number, size: number): void {
    if (this.market.status !== 'OPEN' || runner.status !== 'ACTIVE') return;
    const book = runner.book;
    const restingSide: Side | undefined =
      book.restingLays.level(tick) !== undefined
        ? 'LAY'
        : book.restingBacks.level(tick) !== undefined
          ? 'BACK'
          : undefined;
    if (restingSide === undefined) return;
    const side = restingSide === 'LAY' ? book.restingLays : book.restingBacks;
    const reaches = (at: number): boolean => (restingSide === 'LAY' ? at >= tick : at <= tick);
    // The recorded traded ladder already counts this trade; keep the engine's from counting it twice.
    const before = { traded: new Map(book.traded), total: book.totalMatched, last: book.lastTradedTick };
    let left = size;
    for (
      let level = side.best();
      level !== undefined && left > 0 && reaches(level.tick);
      level = side.best()
    ) {
      const front = level.front();
      if (front === undefined) break;
      const take = Math.min(front.remaining, left);
      if (front.accountId === this.account.accountId) this.cancel(front, take);
      else this.fill(runner, front, take);
      left -= take;
    }
    restoreTraded(book, before);
  }

  private add(runner: SimRunner, side: Side, tick: number, size: number): void {
    const crossing = this.crossing(runner.book, side, tick);
    // A crossed recorded book would make the replay trade with itself; never seen in the sample
    // files, skipped if it happens. People's orders it would cross are matched only while open;
    // otherwise the size is added when the market reopens (every definition change re-syncs).
    if (crossing.replay || (crossing.people && this.market.status !== 'OPEN')) return;
    const order = this.newOrder(runner, side, tick, size);
    this.exchange.registerOrder(order);
    if (crossing.people) runner.book.match(order, this.exchange.clock.now());
    if (order.remaining > 0) {
      runner.book.rest(order);
      this.queue(runner, side, tick).push(order);
    }
    this.exchange.changes.market(this.market);
  }

  private reduce(runner: SimRunner, side: Side, tick: number, size: number): void {
    const orders = this.live(runner, side, tick);
    let left = size;
    for (let index = orders.length - 1; index >= 0 && left > 0; index -= 1) {
      const order = orders[index]!;
      const take = Math.min(order.remaining, left);
      this.cancel(order, take);
      left -= take;
    }
  }

  private cancel(order: SimOrder, size: number): void {
    cancelSize(this.exchange, order, size);
    // An order cancelled whole without a fill has no money attached: drop it from the books.
    if (order.remaining === 0 && order.matched === 0) this.exchange.forgetOrder(order);
  }

  /** Fills a person's resting order with a replay order taking exactly `size` from it. */
  private fill(runner: SimRunner, maker: SimOrder, size: number): void {
    const taker = this.newOrder(runner, oppositeSide(maker.side), maker.tick, size);
    this.exchange.registerOrder(taker);
    runner.book.match(taker, this.exchange.clock.now());
    const unfilled = taker.remaining;
    if (unfilled > 0) {
      taker.cancel(unfilled, this.exchange.clock.now());
      this.exchange.releaseUnmatched(taker, unfilled);
    }
  }

  /** Whose orders a new order at `tick` would match: the replay's own, people's, or none. */
  private crossing(book: RunnerBook, side: Side, tick: number): { replay: boolean; people: boolean } {
    const opposite = side === 'BACK' ? book.restingLays : book.restingBacks;
    const crosses = (at: number): boolean => (side === 'BACK' ? at >= tick : at <= tick);
    const found = { replay: false, people: false };
    for (const level of opposite.fromBest()) {
      if (!crosses(level.tick)) break;
      for (const order of level.liveOrders()) {
        if (order.accountId === this.account.accountId) found.replay = true;
        else found.people = true;
      }
    }
    return found;
  }

  private newOrder(runner: SimRunner, side: Side, tick: number, size: number): SimOrder {
    return new SimOrder({
      betId: this.exchange.nextBetId(),
      account: this.account,
      marketId: this.market.marketId,
      selectionId: runner.selectionId,
      handicap: runner.handicap,
      runnerIndex: runner.index,
      side,
      orderType: 'LIMIT',
      // Recorded liquidity outlives turn-in-play where the market allows; the file's own deltas
      // then remove what Betfair lapsed.
      persistence: this.market.spec.persistenceEnabled ? 'PERSIST' : 'LAPSE',
      tick,
      price: this.market.ladder.priceAt(tick)!,
      size,
      placedSize: size / 100,
      placedAt: this.exchange.clock.now(),
      customerOrderRef: undefined,
      customerStrategyRef: undefined,
      fillOrKill: false,
    });
  }

  private queuesOf(runner: SimRunner): Queues {
    let queues = this.queues.get(runner);
    if (queues === undefined) {
      queues = { BACK: new Map(), LAY: new Map() };
      this.queues.set(runner, queues);
    }
    return queues;
  }

  private queue(runner: SimRunner, side: Side, tick: number): SimOrder[] {
    const bySide = this.queuesOf(runner)[side];
    let orders = bySide.get(tick);
    if (orders === undefined) {
      orders = [];
      bySide.set(tick, orders);
    }
    return orders;
  }

  /** The replay's orders still resting at a tick, oldest first (spent ones are dropped). */
  private live(runner: SimRunner, side: Side, tick: number): SimOrder[] {
    const bySide = this.queuesOf(runner)[side];
    const orders = (bySide.get(tick) ?? []).filter((order) => order.remaining > 0);
    if (orders.length === 0) bySide.delete(tick);
    else bySide.set(tick, orders);
    return orders;
  }
}

function restoreTraded(
  book: RunnerBook,
  before: { traded: Map<number, number>; total: number; last: number | undefined },
): void {
  book.traded.clear();
  for (const [tick, size] of before.traded) book.traded.set(tick, size);
  book.totalMatched = before.total;
  book.lastTradedTick = before.last;
}
