// The placement pipeline, step 1 and 2 (trading-core §4 "Bet confirmation flow", §5): validate a
// bet ticket and plan its stake. Framework-free; every rule comes from @greenbook/trading.
//   validate: market restrictions (EACH_WAY, LINE), odd on the market's ladder, stake mode value
//             → stake, zero stake, currency;
//   plan:     profit-ratio check and adjustment, small-stake classification (animation length).
import {
  adjustStakeForProfitRatio,
  INVALID_ODD_MESSAGE,
  modeValueFromStake,
  NO_ACCEPTABLE_STAKE_MESSAGE,
  planSmallStake,
  profitRatioWarning,
  stakeFromModeValue,
  unmatchedBetAnimationSeconds,
  validateBetStake,
  type ProfitRatioWarning,
  type Side,
  type StakeAdjustment,
  type StakeMode,
} from '@greenbook/trading';
import type { BetMarket } from './bet-market';
import { EACH_WAY_REFUSED_MESSAGE, LINE_REFUSED_MESSAGE } from './bet-messages';
import { errorReport, warningReport, type BetReport } from './bet-report';

/** A bet as the user set it up: the clicked runner and side, the odd and the typed amount. */
export interface BetTicket {
  readonly marketId: string;
  readonly selectionId: number;
  readonly handicap: number;
  readonly runnerName: string;
  readonly side: Side;
  readonly odd: number;
  /** The amount typed, read according to the stake mode (trading-core §4). */
  readonly stakeValue: number;
  readonly stakeMode: StakeMode;
}

export interface PreparedBet {
  readonly ticket: BetTicket;
  /** The stake the typed value means at this odd and side (2 decimals). */
  readonly requestedStake: number;
  readonly adjustment: StakeAdjustment;
  /** trading-core §5: the profit-ratio warning, when the stake must change to be accepted. */
  readonly warning: ProfitRatioWarning | undefined;
  /** The stake sent when the adjustment is accepted (or no adjustment is needed). */
  readonly stakeToSend: number;
  readonly currency: string;
  /** trading-core §4 step 5: seconds of the unmatched-bet animation on the market's bet delay. */
  readonly animationSeconds: number;
  /** trading-core §5: the stake goes through the small-stake plan (the animation doubles). */
  readonly goesThroughSmallStakePlan: boolean;
}

export type BetPreparation =
  { readonly ok: true; readonly bet: PreparedBet } | { readonly ok: false; readonly report: BetReport };

/** trading-core §2: a click on an empty cell bets at 1000 (back) or 1.01 (lay). */
export function oddForClick(side: Side, price: number | undefined, market: BetMarket): number {
  if (price !== undefined) return price;
  return side === 'BACK' ? market.ladder.max : market.ladder.min;
}

/** trading-core §5 "Market restrictions": the refusal for a market the product does not trade. */
export function marketRestriction(market: BetMarket): BetReport | undefined {
  if (market.marketType === 'EACH_WAY' || market.bettingType === 'EACH_WAY')
    return warningReport(EACH_WAY_REFUSED_MESSAGE);
  if (market.bettingType === 'LINE' || market.marketType === 'LINE')
    return warningReport(LINE_REFUSED_MESSAGE);
  return undefined;
}

/** trading-core §4/§5: validates and plans one bet. */
export function prepareBet(ticket: BetTicket, market: BetMarket, currency: string): BetPreparation {
  const restriction = marketRestriction(market);
  if (restriction !== undefined) return { ok: false, report: restriction };
  if (market.ladder.indexOf(ticket.odd) === undefined)
    return { ok: false, report: warningReport(INVALID_ODD_MESSAGE) };
  const converted = stakeFromModeValue(ticket.stakeMode, ticket.side, ticket.odd, ticket.stakeValue);
  if (!converted.ok) return { ok: false, report: warningReport(converted.message) };
  const check = validateBetStake({ stake: converted.stake, currency, marketId: ticket.marketId });
  if (!check.ok) {
    return {
      ok: false,
      report:
        check.reason === 'unsupported-currency'
          ? errorReport(check.message, { alwaysShown: true })
          : warningReport(check.message),
    };
  }
  const adjustment = adjustStakeForProfitRatio(check.stake, ticket.odd);
  const stakeToSend = adjustment.kind === 'adjusted' ? adjustment.adjustedStake : check.stake;
  const warning =
    adjustment.kind === 'adjusted'
      ? profitRatioWarning([
          { betRef: ticket.marketId, originalStake: check.stake, adjustedStake: adjustment.adjustedStake },
        ])
      : undefined;
  const plan = planSmallStake({
    side: ticket.side,
    odd: ticket.odd,
    stake: stakeToSend,
    currency,
    marketId: ticket.marketId,
  });
  return {
    ok: true,
    bet: {
      ticket,
      requestedStake: check.stake,
      adjustment,
      warning,
      stakeToSend,
      currency,
      animationSeconds: unmatchedBetAnimationSeconds({
        betDelay: market.betDelay,
        goesThroughSmallStakePlan: plan.kind === 'plan',
      }),
      goesThroughSmallStakePlan: plan.kind === 'plan',
    },
  };
}

/** trading-core §5: a bet whose stake no adjustment within 0.8 makes acceptable cannot be sent. */
export function unplaceableReason(bet: PreparedBet): string | undefined {
  if (bet.adjustment.kind === 'no-acceptable-stake') return NO_ACCEPTABLE_STAKE_MESSAGE;
  if (bet.adjustment.kind === 'invalid') return INVALID_ODD_MESSAGE;
  return undefined;
}

/**
 * trading-core §4 step 2: the dialog is skipped when confirmation is off and the bet's profit
 * ratio is valid, or when it is not but automatic stake change is on.
 */
export function placesAtOnce(
  bet: PreparedBet,
  settings: { readonly confirmation: boolean; readonly profitRatioAutoChangeStake: boolean },
): boolean {
  if (settings.confirmation || unplaceableReason(bet) !== undefined) return false;
  return bet.warning === undefined || settings.profitRatioAutoChangeStake;
}

/** trading-core §2: the stake-mode value shown in the dialog for the stake sent (2 decimals). */
export function shownModeValue(bet: PreparedBet): number | undefined {
  const { stakeMode, side, odd } = bet.ticket;
  const value = modeValueFromStake(stakeMode, side, odd, bet.stakeToSend);
  return value.ok ? value.displayValue : undefined;
}
