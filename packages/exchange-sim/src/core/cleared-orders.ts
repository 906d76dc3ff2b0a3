// Cleared-order history (betfair-protocol §2.6): one record per settled bet, plus records of
// the parts of bets that were cancelled, lapsed or voided. Amounts in the account's currency.
import type { SimAccount } from './accounts.js';
import type { SimMarket } from './market.js';
import type { SimOrder } from './order.js';
import { orderSizes } from './reports.js';
import type { OrderType, PersistenceType, SettlementInput, Side } from './types.js';

export type BetStatus = 'SETTLED' | 'VOIDED' | 'LAPSED' | 'CANCELLED';

export interface ClearedOrder {
  readonly accountId: string;
  readonly betStatus: BetStatus;
  readonly eventTypeId: string;
  readonly eventId: string;
  readonly marketId: string;
  readonly selectionId: number;
  readonly handicap: number;
  readonly betId: string;
  readonly placedDate: string;
  readonly persistenceType: PersistenceType;
  readonly orderType: OrderType;
  readonly side: Side;
  readonly itemDescription: {
    readonly eventTypeDesc: string;
    readonly eventDesc: string;
    readonly marketDesc: string;
    readonly marketType: string;
    readonly marketStartTime: string;
    readonly runnerDesc: string;
    readonly numberOfWinners: number;
    readonly eachWayDivisor?: number;
  };
  readonly betOutcome?: 'WON' | 'LOST';
  readonly priceRequested: number;
  readonly settledDate: string;
  readonly lastMatchedDate?: string;
  readonly priceMatched?: number;
  readonly priceReduced: boolean;
  /** Size of this record's part of the bet (matched for SETTLED, cancelled for CANCELLED…). */
  readonly sizeSettled: number;
  readonly profit: number;
  readonly sizeCancelled: number;
  readonly customerOrderRef?: string;
  readonly customerStrategyRef?: string;
  /** Commission the account paid on the whole market (reported at MARKET grouping and above). */
  readonly marketCommission: number;
}

/** What every record of an order shares, whatever part of the bet it reports. */
export type ClearedBase = Omit<
  ClearedOrder,
  'betStatus' | 'betOutcome' | 'lastMatchedDate' | 'priceMatched' | 'sizeSettled' | 'profit'
>;

export function clearedBase(
  order: SimOrder,
  market: SimMarket,
  account: SimAccount,
  commissionCents: number,
  settledDate: string,
): ClearedBase {
  const runner = market.runner(order.selectionId, order.handicap);
  return {
    accountId: account.accountId,
    eventTypeId: market.spec.eventType.id,
    eventId: market.spec.event.id,
    marketId: market.marketId,
    selectionId: order.selectionId,
    handicap: order.handicap,
    betId: order.betId,
    placedDate: new Date(Math.floor(order.placedAt / 1000) * 1000).toISOString(),
    persistenceType: order.persistence,
    orderType: order.orderType,
    side: order.side,
    itemDescription: {
      eventTypeDesc: market.spec.eventType.name,
      eventDesc: market.spec.event.name,
      marketDesc: market.spec.marketName,
      marketType: market.spec.marketType,
      marketStartTime: market.spec.marketTime,
      runnerDesc: runner?.runnerName ?? String(order.selectionId),
      numberOfWinners: market.spec.numberOfWinners,
      ...(market.spec.eachWayDivisor === undefined ? {} : { eachWayDivisor: market.spec.eachWayDivisor }),
    },
    priceRequested: order.price,
    settledDate,
    priceReduced: order.priceReduced,
    sizeCancelled: orderSizes(order).cancelled,
    ...(order.customerOrderRef === undefined ? {} : { customerOrderRef: order.customerOrderRef }),
    ...(order.customerStrategyRef === undefined ? {} : { customerStrategyRef: order.customerStrategyRef }),
    marketCommission: commissionCents / 100,
  };
}

/** The matched part's average price as cleared orders report it (two decimals). */
export const clearedPriceMatched = (order: SimOrder): number =>
  Math.round((order.averagePriceMatched ?? order.price) * 100) / 100;

export function clearedRecordsFor(
  orders: readonly SimOrder[],
  profitsCents: readonly number[],
  market: SimMarket,
  account: SimAccount,
  commissionCents: number,
  now: number,
  input: SettlementInput,
): ClearedOrder[] {
  const settledDate = new Date(now).toISOString();
  const records: ClearedOrder[] = [];
  orders.forEach((order, index) => {
    if (order.accountId !== account.accountId) return;
    const sizes = orderSizes(order);
    const base = clearedBase(order, market, account, commissionCents, settledDate);
    const profit = (profitsCents[index] ?? 0) / 100;
    if (sizes.matched > 0) {
      const voided = input.results?.get(`${order.selectionId}_${order.handicap}`) === 'VOID';
      records.push({
        ...base,
        betStatus: voided ? 'VOIDED' : 'SETTLED',
        ...(voided ? {} : { betOutcome: profit > 0 ? ('WON' as const) : ('LOST' as const) }),
        ...(order.matchedAt === undefined
          ? {}
          : { lastMatchedDate: new Date(order.matchedAt).toISOString() }),
        priceMatched: clearedPriceMatched(order),
        sizeSettled: sizes.matched,
        profit,
      });
    }
    if (sizes.voided > 0)
      records.push({ ...base, betStatus: 'VOIDED', sizeSettled: sizes.voided, profit: 0 });
    if (sizes.lapsed > 0)
      records.push({ ...base, betStatus: 'LAPSED', sizeSettled: sizes.lapsed, profit: 0 });
    if (sizes.cancelled > 0)
      records.push({ ...base, betStatus: 'CANCELLED', sizeSettled: sizes.cancelled, profit: 0 });
  });
  return records;
}
