// listClearedOrders' groupBy roll-ups (betfair-protocol §2.6): each level keeps the fields that
// identify it, sums profit and size, counts bets and reports commission only at EVENT_TYPE,
// EVENT and MARKET. BET (the default) keeps every field of the bet.
import type { ClearedOrderSummary, GroupBy, ItemDescription } from '@greenbook/betfair';
import type { ClearedOrder } from '../../core/cleared-orders.js';

const round2 = (value: number): number => Math.round(value * 100) / 100;

const DEPTH: Readonly<Record<Exclude<GroupBy, 'STRATEGY'>, number>> = {
  EVENT_TYPE: 1,
  EVENT: 2,
  MARKET: 3,
  RUNNER: 4,
  SIDE: 5,
  BET: 6,
};

function groupKey(record: ClearedOrder, groupBy: GroupBy): string {
  if (groupBy === 'STRATEGY') return record.customerStrategyRef ?? '';
  const parts = [
    record.eventTypeId,
    record.eventId,
    record.marketId,
    `${record.selectionId}_${record.handicap}`,
    record.side,
    record.betId,
  ];
  return parts.slice(0, DEPTH[groupBy]).join('\u0000');
}

function itemDescription(record: ClearedOrder, depth: number): ItemDescription {
  const item = record.itemDescription;
  return {
    eventTypeDesc: item.eventTypeDesc,
    ...(depth >= 2 ? { eventDesc: item.eventDesc } : {}),
    ...(depth >= 3
      ? {
          marketDesc: item.marketDesc,
          marketType: item.marketType,
          marketStartTime: item.marketStartTime,
          numberOfWinners: item.numberOfWinners,
          ...(item.eachWayDivisor === undefined ? {} : { eachWayDivisor: item.eachWayDivisor }),
        }
      : {}),
    ...(depth >= 4 ? { runnerDesc: item.runnerDesc } : {}),
  };
}

const latest = (dates: Array<string | undefined>): string | undefined =>
  dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);

/** One bet-level row: every field of the record, none of the internal ones. */
function betRow(record: ClearedOrder, withDescription: boolean): ClearedOrderSummary {
  const {
    accountId: _account,
    marketCommission: _commission,
    betStatus: _status,
    itemDescription: item,
    ...fields
  } = record;
  return { ...fields, betCount: 1, ...(withDescription ? { itemDescription: { ...item } } : {}) };
}

function rollUp(
  records: readonly ClearedOrder[],
  groupBy: GroupBy,
  withDescription: boolean,
): ClearedOrderSummary {
  const first = records[0]!;
  const depth = groupBy === 'STRATEGY' ? 0 : DEPTH[groupBy];
  const sizeSettled = records.reduce((sum, r) => sum + r.sizeSettled, 0);
  const matchedValue = records.reduce((sum, r) => sum + (r.priceMatched ?? 0) * r.sizeSettled, 0);
  const commissionByMarket = new Map(records.map((r) => [r.marketId, r.marketCommission]));
  const lastMatchedDate = latest(records.map((r) => r.lastMatchedDate));
  return {
    ...(depth >= 1 ? { eventTypeId: first.eventTypeId } : {}),
    ...(depth >= 2 ? { eventId: first.eventId } : {}),
    ...(depth >= 3 ? { marketId: first.marketId } : {}),
    ...(depth >= 4 ? { selectionId: first.selectionId, handicap: first.handicap } : {}),
    ...(depth >= 5 ? { side: first.side } : {}),
    ...(groupBy === 'STRATEGY' && first.customerStrategyRef !== undefined
      ? { customerStrategyRef: first.customerStrategyRef }
      : {}),
    ...(withDescription && depth >= 1 ? { itemDescription: itemDescription(first, depth) } : {}),
    settledDate: latest(records.map((r) => r.settledDate))!,
    ...(lastMatchedDate === undefined ? {} : { lastMatchedDate }),
    betCount: new Set(records.map((r) => r.betId)).size,
    ...(depth >= 1 && depth <= 3
      ? { commission: round2([...commissionByMarket.values()].reduce((sum, c) => sum + c, 0)) }
      : {}),
    ...(depth >= 4 && sizeSettled > 0 ? { priceMatched: round2(matchedValue / sizeSettled) } : {}),
    ...(depth >= 4 ? { priceReduced: records.some((r) => r.priceReduced) } : {}),
    sizeSettled: round2(sizeSettled),
    profit: round2(records.reduce((sum, r) => sum + r.profit, 0)),
    sizeCancelled: round2(records.reduce((sum, r) => sum + r.sizeCancelled, 0)),
  };
}

export function groupCleared(
  records: readonly ClearedOrder[],
  groupBy: GroupBy,
  withDescription: boolean,
): ClearedOrderSummary[] {
  if (groupBy === 'BET') return records.map((record) => betRow(record, withDescription));
  const groups = new Map<string, ClearedOrder[]>();
  for (const record of records) {
    const key = groupKey(record, groupBy);
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return [...groups.values()].map((group) => rollUp(group, groupBy, withDescription));
}
