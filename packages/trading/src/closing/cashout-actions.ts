// trading-core §4 (cash out of one market, global cash out over all markets, premium only) and §5
// (closing bets grouped by event and market, typed 'cashout' or 'global_cashout').
//
// A market is eligible when its cash out button is enabled (cashoutButtonState) and it has at least
// one closing bet. profitLossValue (special bet confirmation) is the sum of the markets' shown values.
import { sumMoney } from '../money/decimal.js';
import { groupClosingBets } from './closing-bet.js';
import type { ClosingBetsOfEvent, PlacedClosingBet } from './closing-bet.js';
import { CASHOUT_MARKET_UNAVAILABLE, NO_MARKETS_TO_CASH_OUT } from './closing-constants.js';
import { cashoutButtonState } from './cashout-button.js';
import type { MarketCashout } from './market-cashout.js';

/** A market's cash out together with the event it belongs to. */
export interface CashoutCandidate {
  readonly eventId: string;
  readonly cashout: MarketCashout;
}

/** Closing bets ready for the special confirmation dialog. */
export interface CashoutOrder {
  readonly type: 'cashout' | 'global_cashout';
  readonly profitLossValue: number;
  readonly marketIds: readonly string[];
  readonly betsByEvent: readonly ClosingBetsOfEvent[];
}

export type CashOutMarketResult =
  | { readonly ok: true; readonly order: CashoutOrder }
  | { readonly ok: false; readonly message: typeof CASHOUT_MARKET_UNAVAILABLE };

export type GlobalCashOutResult =
  | { readonly kind: 'READY'; readonly order: CashoutOrder }
  | { readonly kind: 'UPGRADE_REQUIRED' }
  | { readonly kind: 'NOTHING_TO_CASH_OUT'; readonly message: typeof NO_MARKETS_TO_CASH_OUT };

/**
 * trading-core §4: whether a market can be cashed out now by a user of `currency`: the one rule of
 * the market's Cash Out and of the global cash out (a market whose button is disabled, e.g. a
 * forint close under 1% of the HUF minimum, is left out of both; property-tested per currency).
 */
export function isCashoutEligible(candidate: CashoutCandidate, currency: string): boolean {
  return (
    cashoutButtonState(candidate.cashout, currency).enabled && candidate.cashout.runnerWithBets.length > 0
  );
}

function orderOf(candidates: readonly CashoutCandidate[], type: CashoutOrder['type']): CashoutOrder {
  const placed: PlacedClosingBet[] = candidates.flatMap(({ eventId, cashout }) =>
    cashout.runnerWithBets.map((bet) => ({
      eventId,
      marketId: cashout.marketId,
      bet: { runnerId: bet.runnerId, side: bet.side, odd: bet.odd, stake: bet.stake, type },
    })),
  );
  return {
    type,
    profitLossValue: sumMoney(candidates.map(({ cashout }) => cashout.marketCashout)),
    marketIds: candidates.map(({ cashout }) => cashout.marketId),
    betsByEvent: groupClosingBets(placed),
  };
}

/** trading-core §4/§8: the closing bets of one market, or the "not found or unavailable" error. */
export function cashOutMarket(
  candidates: readonly CashoutCandidate[],
  marketId: string,
  currency: string,
): CashOutMarketResult {
  const candidate = candidates.find(({ cashout }) => cashout.marketId === marketId);
  if (candidate === undefined || !isCashoutEligible(candidate, currency)) {
    return { ok: false, message: CASHOUT_MARKET_UNAVAILABLE };
  }
  return { ok: true, order: orderOf([candidate], 'cashout') };
}

/** trading-core §4/§6: global cash out over every eligible market; premium users only. */
export function globalCashOut(input: {
  readonly isPremium: boolean;
  readonly currency: string;
  readonly candidates: readonly CashoutCandidate[];
}): GlobalCashOutResult {
  if (!input.isPremium) return { kind: 'UPGRADE_REQUIRED' };
  const eligible = input.candidates.filter((candidate) => isCashoutEligible(candidate, input.currency));
  if (eligible.length === 0) return { kind: 'NOTHING_TO_CASH_OUT', message: NO_MARKETS_TO_CASH_OUT };
  return { kind: 'READY', order: orderOf(eligible, 'global_cashout') };
}
