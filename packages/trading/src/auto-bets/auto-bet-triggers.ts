// trading-core §4 "Auto bet lifecycle" (scheduled bets fire on best back / best lay) and §5
// (minimum stake by currency).
import { toHundredths } from '../money/decimal.js';
import { stakeRulesFor } from '../stakes/currencies.js';
import type { AutoBet } from './auto-bet.js';
import {
  autoBetStep,
  recordAutoBetSent,
  type AutoBetSchedule,
  type AutoBetStep,
} from './auto-bet-schedule.js';

/** trading-core §4: the runner's best prices now; -1 when there is none (§4 "a price exists"). */
export interface TriggerPrices {
  /** Best price available to back (the highest back offer): what a BACK takes now. */
  readonly bestBack: number;
  /** Best price available to lay (the lowest lay offer): what a LAY takes now. */
  readonly bestLay: number;
}

/** trading-core §4: the marker of "no price". */
export const NO_BEST_PRICE = -1;

function hasPrice(price: number): boolean {
  return Number.isFinite(price) && price !== NO_BEST_PRICE && price > 0;
}

/**
 * trading-core §4: the price rule of a scheduled auto bet, read on the price its own side would take
 * (a LAY auto bet on best lay, a BACK auto bet on best back). With T the auto bet's odd:
 * - TICK_OFFSET (take profit) fires when the market can fill it at T or better:
 *   LAY (after a BACK) when bestLay <= T; BACK (after a LAY) when bestBack >= T.
 * - STOP_LOSS fires when the price has moved against the trigger bet to T or beyond:
 *   LAY (after a BACK) when bestLay >= T; BACK (after a LAY) when bestBack <= T.
 * E.g. BACK at 3.0 with a 2-tick stop loss: LAY at 3.1, fires once the best lay price is 3.1 or more.
 * The bet is placed at T (a limit order, as the spec fixes the auto-bet odd); after a price gap
 * a stop loss may therefore rest unmatched — a known limitation, written down rather than guessed.
 */
export function autoBetPriceReached(
  autoBet: Pick<AutoBet, 'autoBetType' | 'side' | 'odd'>,
  prices: TriggerPrices,
): boolean {
  const price = autoBet.side === 'LAY' ? prices.bestLay : prices.bestBack;
  if (!hasPrice(price)) return false;
  const takeProfit = autoBet.autoBetType === 'TICK_OFFSET';
  const layAutoBet = autoBet.side === 'LAY';
  // A take-profit LAY and a stop-loss BACK both wait for the price to come down to T.
  return takeProfit === layAutoBet ? price <= autoBet.odd : price >= autoBet.odd;
}

/**
 * trading-core §4/§5: a scheduled auto bet is placed when its price rule holds, a price exists and
 * newStake is at least the minimum stake of its currency. An unsupported currency never fires (the
 * bet could not be placed; the record stays visible so the trader can cancel it).
 */
export function autoBetReadyToPlace(autoBet: AutoBet, prices: TriggerPrices | undefined): boolean {
  const rules = stakeRulesFor(autoBet.userCurrency);
  if (prices === undefined || rules === undefined) return false;
  if (toHundredths(autoBet.newStake) < toHundredths(rules.minStake)) return false;
  return autoBetPriceReached(autoBet, prices);
}

/**
 * trading-core §4: places every auto bet whose rule holds. Each placement is recorded as sent in
 * the same step, so it leaves the active schedule at once and never fires twice; a record with no
 * trigger stake left is removed. `pricesFor` gives the runner's best prices (undefined: unknown).
 */
export function fireTriggeredAutoBets(
  schedule: AutoBetSchedule,
  pricesFor: (marketId: string, runnerId: number | string) => TriggerPrices | undefined,
): AutoBetStep {
  const next: AutoBet[] = [];
  const placements: AutoBet[] = [];
  for (const autoBet of schedule) {
    if (
      autoBet.newStake <= 0 ||
      !autoBetReadyToPlace(autoBet, pricesFor(autoBet.marketId, autoBet.runnerId))
    ) {
      next.push(autoBet);
      continue;
    }
    const { placement, remaining } = recordAutoBetSent(autoBet, toHundredths(autoBet.newStake));
    placements.push(placement);
    if (remaining !== undefined) next.push(remaining);
  }
  return placements.length === 0 ? autoBetStep(schedule, []) : autoBetStep(next, placements);
}
