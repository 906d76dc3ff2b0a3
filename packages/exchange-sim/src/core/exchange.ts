// The simulated exchange's state and bookkeeping: markets, accounts, orders, the house ledger
// and the positions that follow every fill. The order operations live in their own modules
// (place-orders.ts, amend-orders.ts) and the market's life in market-ops.ts / settlement.ts.
import type { CurrencyCode } from '@greenbook/trading';
import { HouseLedger, SimAccount, type AccountSpec } from './accounts.js';
import { ExchangeChanges } from './changes.js';
import type { ClearedOrder } from './cleared-orders.js';
import { systemTime, type Clock, type RealTime } from './clock.js';
import { DEFAULT_CURRENCY_RATES } from './currency.js';
import { BetIdSequence } from './ids.js';
import { SimMarket, type MarketSpec } from './market.js';
import type { SimOrder } from './order.js';
import { DEFAULT_STAKE_RULES, type StakeRules } from './place-checks.js';
import { MarketPosition } from './positions.js';

export interface ExchangeOptions {
  readonly clock: Clock;
  readonly stakeRules?: StakeRules;
  readonly currencyRates?: Readonly<Record<CurrencyCode, number>>;
  /** betfair-protocol §1.6: customerRef de-duplication window, in real milliseconds. */
  readonly customerRefWindowMs?: number;
  /** Real time for the de-duplication window (default the system's); the clock may run faster. */
  readonly realNow?: RealTime;
}

/** Failures a test or an operator can inject into an account's next order operations. */
export type InjectedFault = 'SERVICE_UNAVAILABLE' | 'TIMEOUT';

export class Exchange {
  readonly clock: Clock;
  readonly stakeRules: StakeRules;
  readonly currencyRates: Readonly<Record<CurrencyCode, number>>;
  readonly customerRefWindowMs: number;
  readonly realNow: RealTime;
  readonly markets = new Map<string, SimMarket>();
  readonly accounts = new Map<string, SimAccount>();
  /** Every order of an unsettled market, by betId. */
  readonly orders = new Map<string, SimOrder>();
  /** The same orders by account, for the account's own listings and order stream. */
  readonly ordersByAccount = new Map<string, Set<SimOrder>>();
  readonly house = new HouseLedger();
  /** Settled history: every cleared-order record, oldest first. */
  readonly cleared: ClearedOrder[] = [];
  readonly changes = new ExchangeChanges();
  /**
   * customerRef → real time it was last used, per account (`accountId\u0000ref`). Real, not
   * simulated: at SIM_SPEED 20 a client's retry 4 s later is 80 simulated seconds on, and must
   * still be caught as the duplicate it is.
   */
  readonly customerRefs = new Map<string, number>();
  private readonly faults = new Map<string, InjectedFault[]>();
  private readonly betIds = new BetIdSequence();
  private readonly clearedListeners = new Set<(records: readonly ClearedOrder[]) => void>();

  constructor(options: ExchangeOptions) {
    this.clock = options.clock;
    this.stakeRules = options.stakeRules ?? DEFAULT_STAKE_RULES;
    this.currencyRates = options.currencyRates ?? DEFAULT_CURRENCY_RATES;
    this.customerRefWindowMs = options.customerRefWindowMs ?? 60_000;
    this.realNow = options.realNow ?? systemTime;
  }

  addAccount(spec: AccountSpec): SimAccount {
    const account = new SimAccount(spec, this.currencyRates[spec.currencyCode]);
    this.accounts.set(spec.accountId, account);
    return account;
  }

  addMarket(spec: MarketSpec): SimMarket {
    const market = new SimMarket(spec, (maker, taker, makerSize, takerSize) => {
      market.lastMatchTime = taker.matchedAt;
      this.applyFill(maker, market, makerSize);
      this.applyFill(taker, market, takerSize);
    });
    this.markets.set(spec.marketId, market);
    this.changes.market(market);
    return market;
  }

  nextBetId(): string {
    return this.betIds.take();
  }

  /** The last betId issued (remembered across restarts so ids never repeat). */
  get lastBetId(): string {
    return this.betIds.last;
  }

  /** Issues ids after `betId` from now on (a restart resuming a remembered sequence). */
  resumeBetIdsAfter(betId: string): void {
    this.betIds.resumeAfter(betId);
  }

  /** Adds settled history and tells whoever remembers it. */
  addCleared(records: readonly ClearedOrder[]): void {
    this.cleared.push(...records);
    for (const listener of this.clearedListeners) listener(records);
  }

  onCleared(listener: (records: readonly ClearedOrder[]) => void): () => void {
    this.clearedListeners.add(listener);
    return () => this.clearedListeners.delete(listener);
  }

  injectFault(accountId: string, fault: InjectedFault, times = 1): void {
    const queue = this.faults.get(accountId) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(fault);
    this.faults.set(accountId, queue);
  }

  takeFault(accountId: string): InjectedFault | undefined {
    return this.faults.get(accountId)?.shift();
  }

  positionFor(account: SimAccount, market: SimMarket): MarketPosition {
    let position = account.positions.get(market.marketId);
    if (position === undefined) {
      const singleWinner = market.spec.numberOfWinners === 1 && market.spec.bettingType === 'ODDS';
      position = new MarketPosition(market.runners.length, singleWinner);
      account.positions.set(market.marketId, position);
    }
    return position;
  }

  /** A new order enters the books' accounting: all of it unmatched until fills move it. */
  registerOrder(order: SimOrder): void {
    this.orders.set(order.betId, order);
    this.accountOrders(order.accountId).add(order);
    this.adjustUnmatched(order, order.remaining);
    this.changes.order(order);
  }

  accountOrders(accountId: string): Set<SimOrder> {
    let orders = this.ordersByAccount.get(accountId);
    if (orders === undefined) {
      orders = new Set();
      this.ordersByAccount.set(accountId, orders);
    }
    return orders;
  }

  /** Settled orders leave the current books of their account. */
  forgetOrder(order: SimOrder): void {
    this.orders.delete(order.betId);
    this.ordersByAccount.get(order.accountId)?.delete(order);
  }

  /** Unmatched size leaving an order (cancel, lapse, kill): `size` cents, already taken off it. */
  releaseUnmatched(order: SimOrder, size: number): void {
    this.adjustUnmatched(order, -size);
    this.changes.order(order);
  }

  /** Recomputes an account's exposure on a market after its position changed. */
  refreshExposure(account: SimAccount, market: SimMarket): void {
    const position = this.positionFor(account, market);
    account.setMarketExposure(market.marketId, position.exposure());
  }

  private adjustUnmatched(order: SimOrder, size: number): void {
    const { account } = order;
    const market = this.markets.get(order.marketId)!;
    const price = order.orderType === 'LIMIT' ? order.price : 2;
    this.positionFor(account, market).addUnmatched(order.runnerIndex, order.side, size, price);
    this.refreshExposure(account, market);
  }

  private applyFill(order: SimOrder, market: SimMarket, size: number): void {
    const { account } = order;
    const position = this.positionFor(account, market);
    const key = order.runnerIndex;
    const fillPrice = order.fills[order.fills.length - 1]!.price;
    position.addUnmatched(key, order.side, -size, order.orderType === 'LIMIT' ? order.price : 2);
    position.addMatched(key, order.side, size, market.isLine ? 2 : fillPrice);
    this.refreshExposure(account, market);
    this.changes.order(order);
    this.changes.market(market);
  }
}
