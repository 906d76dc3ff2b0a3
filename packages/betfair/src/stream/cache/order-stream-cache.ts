// The order cache of an order subscription (betfair-protocol §5.8–§5.9): per market and runner
// the account's orders (`uo`, each replaced whole by id; completed ones are kept with status EC,
// as betfairlightweight does) and its matched position by price (`mb`, `ml`, and per strategy
// `smc`). Orders are in the account's currency.
import type { OrderMarketChange, OrderRunnerChange, UnmatchedOrder } from '../order-change.js';
import type { OrderChangeMessage } from '../messages.js';
import { runnerKeyOf } from './market-cache.js';
import { PriceLadder } from './price-ladder.js';

export class OrderRunnerCache {
  readonly orders = new Map<string, UnmatchedOrder>();
  readonly matchedBacks = new PriceLadder();
  readonly matchedLays = new PriceLadder();
  readonly strategyMatches = new Map<string, { matchedBacks: PriceLadder; matchedLays: PriceLadder }>();
  version = 0;

  constructor(
    readonly selectionId: number,
    readonly handicap: number,
  ) {}

  apply(change: OrderRunnerChange): void {
    if (change.uo !== undefined) for (const order of change.uo) this.orders.set(order.id, order);
    applyMatched(this.matchedBacks, change.mb);
    applyMatched(this.matchedLays, change.ml);
    if (change.smc !== undefined) {
      for (const [reference, matches] of Object.entries(change.smc)) {
        let ladders = this.strategyMatches.get(reference);
        if (ladders === undefined) {
          ladders = { matchedBacks: new PriceLadder(), matchedLays: new PriceLadder() };
          this.strategyMatches.set(reference, ladders);
        }
        applyMatched(ladders.matchedBacks, matches.mb);
        applyMatched(ladders.matchedLays, matches.ml);
      }
    }
    this.version += 1;
  }

  /** Orders still executable. */
  executable(): UnmatchedOrder[] {
    return [...this.orders.values()].filter((order) => order.status === 'E');
  }
}

/** mb/ml are price-keyed deltas; an empty list means the ladder is now empty (§5.9 step 3). */
function applyMatched(ladder: PriceLadder, updates: OrderRunnerChange['mb']): void {
  if (updates === undefined) return;
  if (updates.length === 0) ladder.clear();
  else ladder.apply(updates);
}

export class OrderMarketCache {
  readonly runners = new Map<string, OrderRunnerCache>();
  closed = false;
  publishTime = 0;
  version = 0;

  constructor(readonly marketId: string) {}

  runner(selectionId: number, handicap: number): OrderRunnerCache {
    const key = runnerKeyOf(selectionId, handicap);
    let runner = this.runners.get(key);
    if (runner === undefined) {
      runner = new OrderRunnerCache(selectionId, handicap);
      this.runners.set(key, runner);
    }
    return runner;
  }

  apply(change: OrderMarketChange, publishTime: number): void {
    this.publishTime = publishTime;
    if (change.closed === true) this.closed = true;
    for (const runnerChange of change.orc ?? []) {
      const handicap = runnerChange.hc ?? 0;
      // A runner image replaces what we held for it; with no data it means "no position here".
      if (runnerChange.fullImage === true) this.runners.delete(runnerKeyOf(runnerChange.id, handicap));
      this.runner(runnerChange.id, handicap).apply(runnerChange);
    }
    this.version += 1;
  }

  /** Every order on the market, all runners. */
  allOrders(): UnmatchedOrder[] {
    return [...this.runners.values()].flatMap((runner) => [...runner.orders.values()]);
  }
}

export type OrderMarketListener = (market: OrderMarketCache) => void;

export class OrderStreamCache {
  readonly markets = new Map<string, OrderMarketCache>();
  readonly listeners = new Set<OrderMarketListener>();
  initialClk: string | undefined;
  clk: string | undefined;

  clear(): void {
    this.markets.clear();
    this.initialClk = undefined;
    this.clk = undefined;
  }

  /** Applies one ocm; returns the markets it changed. */
  apply(message: OrderChangeMessage): OrderMarketCache[] {
    if (
      message.ct === 'SUB_IMAGE' &&
      (message.segmentType === undefined || message.segmentType === 'SEG_START')
    ) {
      this.markets.clear();
    }
    const changed: OrderMarketCache[] = [];
    for (const change of message.oc ?? []) {
      if (change.fullImage === true) this.markets.delete(change.id);
      let market = this.markets.get(change.id);
      if (market === undefined) {
        market = new OrderMarketCache(change.id);
        this.markets.set(change.id, market);
      }
      market.apply(change, message.pt);
      changed.push(market);
    }
    if (typeof message.initialClk === 'string') this.initialClk = message.initialClk;
    if (typeof message.clk === 'string') this.clk = message.clk;
    for (const market of changed) for (const listener of this.listeners) listener(market);
    return changed;
  }
}
