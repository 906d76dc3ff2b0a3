// What the bet history's rows show (account-and-product §2, §3): a market's net profit (profit
// minus commission, in exact hundredths so 0.1 + 0.2 never shows as 0.30000000000000004), a bet's
// odd (both prices, R: and S:, when requested and matched differ), and the sport / event / market
// choices the loaded markets offer.
import { fromHundredths, toHundredths } from '@greenbook/trading';
import type { ClearedOrder } from '../api/cleared-orders-answer';

export function netProfit(order: Pick<ClearedOrder, 'profit' | 'commission'>): number {
  return fromHundredths(toHundredths(order.profit ?? 0) - toHundredths(order.commission ?? 0));
}

/** The odd cell: the matched price, or 'R: requested S: matched' when they differ. */
export function oddText(order: Pick<ClearedOrder, 'priceRequested' | 'priceMatched'>): string {
  const { priceRequested: requested, priceMatched: matched } = order;
  if (requested !== undefined && matched !== undefined && requested !== matched)
    return `R: ${requested} S: ${matched}`;
  return String(matched ?? requested ?? '');
}

export interface PathFilter {
  readonly eventTypeId?: string | undefined;
  readonly eventId?: string | undefined;
  readonly marketId?: string | undefined;
}

const ID = /^\d{1,20}$/;
const MARKET_ID = /^\d{1,3}\.\d{1,20}$/;

/** The path's segments, or undefined when one is not an id of its kind. */
export function readPathFilter(segments: PathFilter): PathFilter | undefined {
  const { eventTypeId, eventId, marketId } = segments;
  if (eventTypeId !== undefined && !ID.test(eventTypeId)) return undefined;
  if (eventId !== undefined && !ID.test(eventId)) return undefined;
  if (marketId !== undefined && !MARKET_ID.test(marketId)) return undefined;
  return segments;
}

export function matchesFilter(order: ClearedOrder, filter: PathFilter): boolean {
  return (
    (filter.eventTypeId === undefined || order.eventTypeId === filter.eventTypeId) &&
    (filter.eventId === undefined || order.eventId === filter.eventId) &&
    (filter.marketId === undefined || order.marketId === filter.marketId)
  );
}

export interface FilterChoice {
  readonly value: string;
  readonly label: string;
}

/** Distinct values of one level among `orders`, named by their description, sorted by name. */
export function choicesOf(
  orders: readonly ClearedOrder[],
  idOf: (order: ClearedOrder) => string | undefined,
  nameOf: (order: ClearedOrder) => string | undefined,
): FilterChoice[] {
  const byId = new Map<string, string>();
  for (const order of orders) {
    const id = idOf(order);
    if (id !== undefined && !byId.has(id)) byId.set(id, nameOf(order) ?? id);
  }
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The address of a filter: the path is positional, so a market or event chosen under 'All …'
 * brings its own sport and event (from the loaded markets) into the path before it.
 */
export function pathOf(filter: PathFilter, markets: readonly ClearedOrder[]): string {
  const market = markets.find((m) => filter.marketId !== undefined && m.marketId === filter.marketId);
  const event = markets.find((m) => filter.eventId !== undefined && m.eventId === filter.eventId);
  const segments = [
    filter.eventTypeId ?? market?.eventTypeId ?? event?.eventTypeId,
    filter.eventId ?? market?.eventId,
    filter.marketId,
  ];
  const known = segments.indexOf(undefined);
  const path = (known === -1 ? segments : segments.slice(0, known)) as string[];
  return ['/bet-history', ...path.map(encodeURIComponent)].join('/');
}
