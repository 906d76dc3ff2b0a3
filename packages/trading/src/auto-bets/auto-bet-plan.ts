// trading-core §4 "Auto bet lifecycle" (first step) and §5 "Auto bets": which auto bets a bet
// placed with Tick Offset and/or Stop Loss gets, and the warnings for those it cannot get.
import { decimalPlaces } from '../money/decimal.js';
import type { PriceLadder } from '../ladder/price-ladder.js';
import { oppositeSide, type Side } from '../money/side.js';
import { autoBetId, type AutoBet, type AutoBetType } from './auto-bet.js';
import { AUTO_BET_CLOSING_BETS_MESSAGE } from './auto-bet-messages.js';
import { autoBetOdd } from './auto-bet-odds.js';
import type { AutoOptions } from './auto-options.js';

/** trading-core §3/§7: the bet that triggers auto bets, as placed. */
export interface AutoBetTriggerBet {
  readonly betId: string;
  readonly eventId: number | string;
  readonly marketId: string;
  readonly runnerId: number | string;
  readonly side: Side;
  readonly odd: number;
  readonly stake: number;
  readonly userCurrency: string;
  /** Cash out, global cash out, hedge or unlevel: auto bets never apply (trading-core §5). */
  readonly isClosingBet: boolean;
}

/** trading-core §4/§5: the auto bets to schedule for a bet and the warnings to show. */
export interface AutoBetPlan {
  /** Records to add to the schedule, tick offset first. */
  readonly autoBets: readonly AutoBet[];
  /** trading-core §8 warnings to show, one per auto bet that will NOT be scheduled. */
  readonly warnings: readonly string[];
}

const NO_PLAN: AutoBetPlan = { autoBets: [], warnings: [] };

/**
 * trading-core §4/§5: the auto bets for a bet, on the opposite side at the offset odd, covering
 * nothing yet (newStake 0): they are armed as the trigger bet matches (see auto-bet-schedule).
 * Throws RangeError when the bet's stake is not a positive amount with at most 2 decimals — such
 * a bet cannot have been placed, so this is a caller bug, not a user situation.
 */
export function planAutoBets(
  ladder: PriceLadder,
  bet: AutoBetTriggerBet,
  options: Pick<AutoOptions, 'tickOffset' | 'stopLoss'>,
): AutoBetPlan {
  const wanted: AutoBetType[] = [];
  if (options.tickOffset.active) wanted.push('TICK_OFFSET');
  if (options.stopLoss.active) wanted.push('STOP_LOSS');
  if (wanted.length === 0) return NO_PLAN;
  if (bet.isClosingBet) return { autoBets: [], warnings: [AUTO_BET_CLOSING_BETS_MESSAGE] };
  if (!Number.isFinite(bet.stake) || bet.stake <= 0 || decimalPlaces(bet.stake) > 2) {
    throw new RangeError(`Auto bets need a positive stake with at most 2 decimals, got ${bet.stake}`);
  }

  const autoBets: AutoBet[] = [];
  const warnings: string[] = [];
  for (const type of wanted) {
    const ticks = type === 'TICK_OFFSET' ? options.tickOffset.value : options.stopLoss.value;
    const result = autoBetOdd(ladder, { type, triggerSide: bet.side, triggerOdd: bet.odd, ticks });
    if (!result.ok) {
      warnings.push(result.warning);
      continue;
    }
    autoBets.push({
      autoBetType: type,
      betId: autoBetId(bet.betId, type),
      triggerBetId: bet.betId,
      eventId: bet.eventId,
      marketId: bet.marketId,
      runnerId: bet.runnerId,
      side: oppositeSide(bet.side),
      odd: result.odd,
      stakeOriginal: bet.stake,
      stakeRemaining: bet.stake,
      newStake: 0,
      stakeSent: 0,
      userCurrency: bet.userCurrency,
    });
  }
  return { autoBets, warnings };
}
