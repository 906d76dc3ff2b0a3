// One order on the simulated exchange. Mutable on purpose: the matching engine updates orders in
// place millions of times a second. Sizes are integer cents of the account's currency, exactly as
// placed (a BRL 10 bet is 1000 BRL cents whatever the GBP rate). Every mutation keeps
// size = matched + remaining + cancelled + lapsed + voided.
import type { SimAccount } from './accounts.js';
import type { LapseReason, OrderType, PersistenceType, Side } from './types.js';

export interface Fill {
  readonly price: number;
  readonly size: number;
  readonly at: number;
}

export interface OrderInit {
  readonly betId: string;
  readonly account: SimAccount;
  readonly marketId: string;
  readonly selectionId: number;
  readonly handicap: number;
  readonly runnerIndex: number;
  readonly side: Side;
  readonly orderType: OrderType;
  readonly persistence: PersistenceType;
  readonly tick: number;
  readonly price: number;
  /** Size in account-currency cents. */
  readonly size: number;
  /** Size (a liability for starting-price bets) as placed, in the account's currency. */
  readonly placedSize: number;
  readonly placedAt: number;
  readonly customerOrderRef: string | undefined;
  readonly customerStrategyRef: string | undefined;
  readonly fillOrKill: boolean;
}

export class SimOrder {
  readonly betId: string;
  /** The owner, held directly: every fill and cancel updates its exposure. */
  readonly account: SimAccount;
  /** The market by id: orders sit below markets (whose books hold them) and do not import them. */
  readonly marketId: string;
  readonly selectionId: number;
  readonly handicap: number;
  readonly side: Side;
  readonly orderType: OrderType;
  persistence: PersistenceType;
  readonly tick: number;
  readonly price: number;
  /** Cents; fixed except when a lay starting-price liability becomes a stake at reconciliation. */
  size: number;
  readonly placedSize: number;
  readonly placedAt: number;
  readonly customerOrderRef: string | undefined;
  readonly customerStrategyRef: string | undefined;
  readonly fillOrKill: boolean;
  /** Index of the runner in its market (positions are arrays by it). */
  readonly runnerIndex: number;

  remaining: number;
  matched = 0;
  cancelled = 0;
  lapsed = 0;
  voided = 0;
  /** Killed by its time in force (fill-or-kill that could not fill). */
  expired = false;
  matchedAt: number | undefined;
  cancelledAt: number | undefined;
  lapsedAt: number | undefined;
  lapseReason: LapseReason | undefined;
  /** Rule 4 reduced the prices this order matched at. */
  priceReduced = false;
  /** Position in its price level's queue while resting. */
  queueIndex = -1;
  readonly fills: Fill[] = [];
  private matchedValue = 0;

  constructor(init: OrderInit) {
    this.betId = init.betId;
    this.account = init.account;
    this.marketId = init.marketId;
    this.selectionId = init.selectionId;
    this.handicap = init.handicap;
    this.side = init.side;
    this.orderType = init.orderType;
    this.persistence = init.persistence;
    this.tick = init.tick;
    this.price = init.price;
    this.size = init.size;
    this.placedSize = init.placedSize;
    this.placedAt = init.placedAt;
    this.customerOrderRef = init.customerOrderRef;
    this.customerStrategyRef = init.customerStrategyRef;
    this.fillOrKill = init.fillOrKill;
    this.remaining = init.size;
    this.runnerIndex = init.runnerIndex;
  }

  get accountId(): string {
    return this.account.accountId;
  }

  /** The owner's currency rate: the book converts between orders of different currencies by it. */
  get rate(): number {
    return this.account.rate;
  }

  /** Average price matched, or undefined before the first fill. */
  get averagePriceMatched(): number | undefined {
    return this.matched === 0 ? undefined : this.matchedValue / this.matched;
  }

  recordFill(price: number, size: number, at: number): void {
    this.remaining -= size;
    this.matched += size;
    this.matchedValue += price * size;
    this.matchedAt = at;
    this.fills.push({ price, size, at });
  }

  cancel(size: number, at: number): void {
    this.remaining -= size;
    this.cancelled += size;
    this.cancelledAt = at;
  }

  lapse(reason: LapseReason, at: number): void {
    this.lapsed += this.remaining;
    this.remaining = 0;
    this.lapsedAt = at;
    this.lapseReason = reason;
  }

  /** Voids matched size (runner removed, VAR reversal): the bet stands as if never matched. */
  voidMatched(at: number): void {
    this.voided += this.matched;
    this.matched = 0;
    this.matchedValue = 0;
    this.matchedAt = at;
    this.fills.length = 0;
  }

  /** Rule 4: matched prices reduced after a runner is removed. */
  reduceMatchedPrices(reduce: (price: number) => number): void {
    this.matchedValue = 0;
    this.priceReduced = true;
    for (let i = 0; i < this.fills.length; i += 1) {
      const fill = this.fills[i]!;
      const price = reduce(fill.price);
      this.fills[i] = { ...fill, price };
      this.matchedValue += price * fill.size;
    }
  }
}
