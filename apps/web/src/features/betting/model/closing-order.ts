// trading-core §4 "Special confirmation" and §5 "Closing bets": the closing bets of a cash out,
// hedge or unlevel, prepared through the same pipeline as any bet (odd on the ladder, currency,
// profit-ratio adjustment), so they are placed by the same path (small-stake plan included).
// Closing bets carry no auto bets (tick offset, stop loss: trading-core §5) and are sent as stakes.
import {
  cashoutAnimationMs,
  parseRunnerKey,
  stakeRulesFor,
  type ClosingBet,
  type ProfitRatioWarning,
  profitRatioWarning,
} from '@greenbook/trading';
import type { BetMarket } from './bet-market';
import { prepareBet, type PreparedBet } from './prepare-bet';
import type { BetReport } from './bet-report';

/** trading-core §3 special bet confirmation type. */
export type ClosingKind = 'CASHOUT' | 'GLOBAL_CASHOUT' | 'HEDGE' | 'UNLEVEL';

export interface ClosingOrder {
  readonly kind: ClosingKind;
  readonly eventId: string;
  /** The event's name when known (the global cash out reads it from the catalogue). */
  readonly eventName?: string | undefined;
  readonly marketId: string;
  readonly marketName: string | undefined;
  /** The profit/loss the bets lock in (special bet confirmation profitLossValue). */
  readonly profitLossValue: number;
  readonly bets: readonly PreparedBet[];
  /** The profit-ratio warning over every bet whose stake must change, if any. */
  readonly warning: ProfitRatioWarning | undefined;
  /** How long the closing buttons stay disabled after the bets are sent (trading-core §4). */
  readonly animationMs: number;
}

export type ClosingPreparation =
  { readonly ok: true; readonly order: ClosingOrder } | { readonly ok: false; readonly report: BetReport };

export interface ClosingContext {
  readonly kind: ClosingKind;
  readonly eventId: string;
  readonly eventName?: string | undefined;
  readonly market: BetMarket;
  readonly marketName: string | undefined;
  readonly runnerNames: Readonly<Record<string, string>>;
  readonly currency: string;
  readonly profitLossValue: number;
}

/** A bet that goes through a stake change: profit-ratio adjustment or the small-stake plan. */
function needsStakeAdjustment(bet: PreparedBet): boolean {
  const minStake = stakeRulesFor(bet.currency)?.minStake ?? 0;
  return bet.adjustment.kind === 'adjusted' || bet.stakeToSend < minStake;
}

/** Prepares every closing bet; the first refusal (odd, currency, zero stake) stops them all. */
export function prepareClosingOrder(
  bets: readonly ClosingBet[],
  context: ClosingContext,
): ClosingPreparation {
  const prepared: PreparedBet[] = [];
  for (const bet of bets) {
    const runner = parseRunnerKey(bet.runnerId);
    if (runner === undefined) continue;
    const ticket = {
      marketId: context.market.marketId,
      selectionId: runner.selectionId,
      handicap: runner.handicap,
      runnerName: context.runnerNames[bet.runnerId] ?? String(runner.selectionId),
      side: bet.side,
      odd: bet.odd,
      stakeValue: bet.stake,
      stakeMode: 'STAKE' as const,
    };
    const preparation = prepareBet(ticket, context.market, context.currency);
    if (!preparation.ok) return preparation;
    prepared.push(preparation.bet);
  }
  const adjusted = prepared.flatMap((bet, index) =>
    bet.adjustment.kind === 'adjusted'
      ? [{ betRef: String(index), originalStake: bet.requestedStake, adjustedStake: bet.stakeToSend }]
      : [],
  );
  return {
    ok: true,
    order: {
      kind: context.kind,
      eventId: context.eventId,
      eventName: context.eventName,
      marketId: context.market.marketId,
      marketName: context.marketName,
      profitLossValue: context.profitLossValue,
      bets: prepared,
      warning: profitRatioWarning(adjusted),
      animationMs: cashoutAnimationMs(context.market.betDelay, prepared.some(needsStakeAdjustment)),
    },
  };
}

/**
 * The profit-ratio warning over several markets' closing bets (a global cash out): every adjusted
 * bet of every market, under one title.
 */
export function closingWarning(orders: readonly ClosingOrder[]): ProfitRatioWarning | undefined {
  if (orders.length === 1) return orders[0]?.warning;
  return profitRatioWarning(
    orders.flatMap((order) =>
      (order.warning?.bets ?? []).map((bet) => ({ ...bet, betRef: `${order.marketId}:${bet.betRef}` })),
    ),
  );
}

/** trading-core §4: the dialog is skipped when confirmation is off and no warning needs an answer. */
export function closesAtOnce(
  orders: readonly ClosingOrder[],
  settings: { readonly confirmation: boolean; readonly profitRatioAutoChangeStake: boolean },
): boolean {
  if (settings.confirmation) return false;
  return closingWarning(orders) === undefined || settings.profitRatioAutoChangeStake;
}
