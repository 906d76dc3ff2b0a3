// What becomes of a bet whose market has not settled when the exchange restarts (issue 11 §4).
// The restarted exchange regenerates its world from SIM_SEED and the clock, so a market with the
// same id is simulated afresh — new liquidity, a new in-play story and a new result — and is not
// the market the bet was struck in. Settling a carried-over bet on that result would pay or take
// money on a game the bet never saw, so the rule is Betfair's for a market that cannot be settled
// fairly: the unmatched part lapses, the matched part is voided, and stakes and liabilities are
// free again. Funds need no refund: exposure is only reserved from the balance, never taken.
import type { ClearedOrder } from '../core/cleared-orders.js';
import { clearedBase, clearedPriceMatched } from '../core/cleared-orders.js';
import type { SimMarket } from '../core/market.js';
import type { SimOrder } from '../core/order.js';
import { orderSizes } from '../core/reports.js';
import type { OpenBet } from './exchange-memory.js';

/** The bet as it would clear at a restart, with its settled date left for the restart to set. */
export function openBetAtRestart(order: SimOrder, market: SimMarket): OpenBet {
  const sizes = orderSizes(order);
  const base = clearedBase(order, market, order.account, 0, '');
  const records: ClearedOrder[] = [];
  const voided = sizes.matched + sizes.voided;
  if (voided > 0) {
    records.push({
      ...base,
      betStatus: 'VOIDED',
      ...(order.matchedAt === undefined ? {} : { lastMatchedDate: new Date(order.matchedAt).toISOString() }),
      ...(sizes.matched > 0 ? { priceMatched: clearedPriceMatched(order) } : {}),
      sizeSettled: roundCents(voided),
      profit: 0,
    });
  }
  const lapsed = sizes.lapsed + sizes.remaining;
  if (lapsed > 0) records.push({ ...base, betStatus: 'LAPSED', sizeSettled: roundCents(lapsed), profit: 0 });
  if (sizes.cancelled > 0)
    records.push({ ...base, betStatus: 'CANCELLED', sizeSettled: sizes.cancelled, profit: 0 });
  return { betId: order.betId, accountId: order.accountId, records };
}

/** The records of a remembered open bet, cleared at `now`. */
export function clearAtRestart(bet: OpenBet, now: number): ClearedOrder[] {
  const settledDate = new Date(now).toISOString();
  return bet.records.map((record) => ({ ...record, settledDate }));
}

// Sizes are two-decimal amounts; their sum must stay one (0.1 + 0.2 is not 0.3 in floating point).
const roundCents = (amount: number): number => Math.round(amount * 100) / 100;
