// trading-core §4 global cash out, from the caches at the moment of the click: every market where
// the account has matched bets (the markets the live exchange keeps streaming for the header's
// General total), each priced by its own cash-out record. A record exists only on fresh prices
// (lib/stream/market-cashout-record.ts), so a market whose image has not arrived since it was subscribed, or
// whose stream is reconnecting, is left out like any market its own button would not cash out;
// the dialog lists exactly the markets that are closed. The eligibility and grouping rules are
// @greenbook/trading's globalCashOut; each market becomes its own ClosingOrder so it is placed
// under its own closing lock (one set of closing bets per market, however often it is clicked).
//
// A market is in the global cash out exactly when its own Cash Out button is enabled (the same
// record, currency and isCashoutEligible), so the two never disagree. A button disabled for a
// closing stake under 1% of the currency's minimum (trading-core §4/§9; HUF 400 → 4.00, GBP 1 →
// 0.01) still shows its value, greyed and without text, since the spec gives none for that reason:
// a 2.00 HUF back whose close is a 3.33 HUF bet shows its figure there while the global cash out
// says there is nothing to cash out. Closes from 1% up to the minimum are offered by both and placed
// through the small-stake plan (closing-order.ts). Checked in cashout-currency-minimum.test.tsx.
import { globalCashOut, type CashoutCandidate } from '@greenbook/trading';
import type { LiveExchange } from '@/lib/stream/live-exchange';
import { marketsWithMatchedBets } from '@/lib/stream/live-exchange';
import type { ClosingMarketNames } from '@/lib/market/markets-with-bets-names';
import { betMarketOf } from './bet-market';
import type { BetReport } from './bet-report';
import { prepareClosingOrder, type ClosingOrder } from './closing-order';
import { marketCashoutRecord } from '@/lib/stream/market-cashout-record';

export type GlobalCashoutPlan =
  | { readonly kind: 'READY'; readonly orders: readonly ClosingOrder[] }
  | { readonly kind: 'UPGRADE_REQUIRED' }
  | { readonly kind: 'NOTHING_TO_CASH_OUT' }
  | { readonly kind: 'REFUSED'; readonly report: BetReport };

/** The markets a global cash out looks at: open on the order stream, with matched bets. */
export function globalCashoutMarketIds(live: LiveExchange): string[] {
  return marketsWithMatchedBets(live.orders);
}

export function planGlobalCashout(
  live: LiveExchange,
  names: ReadonlyMap<string, ClosingMarketNames>,
  options: { readonly isPremium: boolean; readonly currency: string },
): GlobalCashoutPlan {
  if (!options.isPremium) return { kind: 'UPGRADE_REQUIRED' };
  const candidates: CashoutCandidate[] = [];
  for (const marketId of globalCashoutMarketIds(live)) {
    const cashout = marketCashoutRecord(live, marketId);
    const eventId = names.get(marketId)?.eventId ?? live.market(marketId)?.definition?.eventId;
    if (cashout !== undefined && eventId !== undefined) candidates.push({ eventId, cashout });
  }
  const result = globalCashOut({ isPremium: true, currency: options.currency, candidates });
  if (result.kind !== 'READY') return { kind: 'NOTHING_TO_CASH_OUT' };
  const orders: ClosingOrder[] = [];
  for (const event of result.order.betsByEvent)
    for (const market of event.markets) {
      const marketNames = names.get(market.marketId);
      const cashout = candidates.find((candidate) => candidate.cashout.marketId === market.marketId);
      const preparation = prepareClosingOrder(market.bets, {
        kind: 'GLOBAL_CASHOUT',
        eventId: event.eventId,
        eventName: marketNames?.eventName,
        market: betMarketOf(market.marketId, live.market(market.marketId)?.definition),
        marketName: marketNames?.marketName,
        runnerNames: marketNames?.runnerNames ?? {},
        currency: options.currency,
        profitLossValue: cashout?.cashout.marketCashout ?? 0,
      });
      if (!preparation.ok) return { kind: 'REFUSED', report: preparation.report };
      orders.push(preparation.order);
    }
  return { kind: 'READY', orders };
}
