// trading-core §3 (schedule and active-schedule lists) and §4 "Auto bet lifecycle": pure reducers
// over an immutable schedule. Stakes are counted in whole hundredths so the stakes sent for one
// trigger bet always add up exactly to its matched size.
//
// The "active schedule" of §3 is the part of the schedule with stake to place (newStake > 0). It is
// derived (activeAutoBets), not stored, so the two lists can never disagree. Every transition that
// places stake records it as sent in the same step, so the same matched size can never be placed
// twice — the structural answer to double auto bets.
import { decimalPlaces, fromHundredths, toHundredths } from '../money/decimal.js';
import { isIgnoredAutoBet, type AutoBet, type AutoBetType } from './auto-bet.js';
import { AUTO_BET_SENT_MESSAGE } from './auto-bet-messages.js';

/** trading-core §3: the scheduled auto bets, in scheduling order. */
export type AutoBetSchedule = readonly AutoBet[];

/** trading-core §3: nothing scheduled. */
export const EMPTY_AUTO_BET_SCHEDULE: AutoBetSchedule = [];

/** The outcome of a transition that may place auto bets. */
export interface AutoBetStep {
  readonly schedule: AutoBetSchedule;
  /** Auto bets to send now, each with newStake = the stake to place at its odd. */
  readonly placements: readonly AutoBet[];
  /** trading-core §4: the info toast, present when something was placed. */
  readonly toast: string | undefined;
  /** Why the input was refused (the schedule is then unchanged). */
  readonly rejected?: string;
}

/** trading-core §4: a step that placed the given bets. */
export function autoBetStep(schedule: AutoBetSchedule, placements: readonly AutoBet[]): AutoBetStep {
  return { schedule, placements, toast: placements.length > 0 ? AUTO_BET_SENT_MESSAGE : undefined };
}

/** trading-core §3: auto bets with stake waiting for their price rule (the active schedule). */
export function activeAutoBets(schedule: AutoBetSchedule): AutoBetSchedule {
  return schedule.filter((autoBet) => autoBet.newStake > 0);
}

/**
 * trading-core §3/§4: adds planned auto bets. Records with eventId 0 are ignored (§3), and so is a
 * record whose betId is already scheduled: scheduling it twice would cover the same stake twice.
 */
export function scheduleAutoBets(schedule: AutoBetSchedule, autoBets: readonly AutoBet[]): AutoBetSchedule {
  const known = new Set(schedule.map((autoBet) => autoBet.betId));
  const added: AutoBet[] = [];
  for (const autoBet of autoBets) {
    if (isIgnoredAutoBet(autoBet) || known.has(autoBet.betId)) continue;
    known.add(autoBet.betId);
    added.push(autoBet);
  }
  return added.length === 0 ? schedule : [...schedule, ...added];
}

/**
 * trading-core §4: records `hundredths` of an auto bet's newStake as sent. Returns the placement
 * (a snapshot whose newStake is the stake to place) and the record left in the schedule, or
 * undefined when nothing of the trigger stake remains to cover (§4: removed at 0).
 */
export function recordAutoBetSent(
  autoBet: AutoBet,
  hundredths: number,
): { readonly placement: AutoBet; readonly remaining: AutoBet | undefined } {
  const stakeRemaining = toHundredths(autoBet.stakeRemaining) - hundredths;
  const remaining: AutoBet = {
    ...autoBet,
    newStake: fromHundredths(toHundredths(autoBet.newStake) - hundredths),
    stakeSent: fromHundredths(toHundredths(autoBet.stakeSent) + hundredths),
    stakeRemaining: fromHundredths(stakeRemaining),
  };
  return {
    placement: { ...autoBet, newStake: fromHundredths(hundredths) },
    remaining: stakeRemaining > 0 ? remaining : undefined,
  };
}

/** trading-core §4: what the order stream says about a trigger bet. */
export interface TriggerOrderUpdate {
  readonly triggerBetId: string;
  readonly sizeMatched: number;
  readonly sizeRemaining: number;
  /** EXECUTION_COMPLETE (or EXPIRED): nothing more of the trigger bet will match. */
  readonly complete: boolean;
}

function isMoney(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && decimalPlaces(value) <= 2;
}

/**
 * trading-core §4: follows the trigger bet's sizes.
 * - newStake = matched − already sent (never negative: a voided match cannot undo a sent bet).
 * - stakeRemaining = (matched + live unmatched) − sent, capped by stakeOriginal: at 0 the record is
 *   removed (cancelled, lapsed, expired or all covered), between 0 and the original it is reduced.
 * - When the trigger is complete, a TICK_OFFSET's uncovered stake is sent at once as a resting
 *   take-profit order ("sent at once" of §4), whatever its size; the placement step applies the
 *   §5 small-stake handling to a stake under the currency minimum.
 * - A STOP_LOSS is never sent at once (our choice, deviating from the letter of §4): a stop-loss
 *   limit order at its odd would match straight away at the current price, through price
 *   improvement, closing the position at a loss the moment it opened. It stays scheduled until its
 *   price rule fires (auto-bet-triggers).
 */
export function applyTriggerOrderUpdate(schedule: AutoBetSchedule, update: TriggerOrderUpdate): AutoBetStep {
  if (!isMoney(update.sizeMatched) || !isMoney(update.sizeRemaining)) {
    return { ...autoBetStep(schedule, []), rejected: `Invalid trigger sizes for ${update.triggerBetId}` };
  }
  if (!schedule.some((autoBet) => autoBet.triggerBetId === update.triggerBetId))
    return autoBetStep(schedule, []);

  const next: AutoBet[] = [];
  const placements: AutoBet[] = [];
  for (const autoBet of schedule) {
    if (autoBet.triggerBetId !== update.triggerBetId) {
      next.push(autoBet);
      continue;
    }
    const original = toHundredths(autoBet.stakeOriginal);
    const sent = toHundredths(autoBet.stakeSent);
    const matched = Math.min(toHundredths(update.sizeMatched), original);
    const live = update.complete ? matched : Math.min(matched + toHundredths(update.sizeRemaining), original);
    const newStake = Math.max(0, matched - sent);
    const stakeRemaining = Math.max(0, live - sent);
    if (stakeRemaining === 0) continue;
    const updated: AutoBet = {
      ...autoBet,
      newStake: fromHundredths(newStake),
      stakeRemaining: fromHundredths(stakeRemaining),
    };
    if (update.complete && autoBet.autoBetType === 'TICK_OFFSET' && newStake > 0) {
      const { placement, remaining } = recordAutoBetSent(updated, newStake);
      placements.push(placement);
      if (remaining !== undefined) next.push(remaining);
      continue;
    }
    next.push(updated);
  }
  return autoBetStep(next, placements);
}

/**
 * trading-core §4: the user cancelled the trigger bet — its unmatched size is gone. Records with
 * no matched stake left to cover are removed (the usual case: an unmatched bet). Our choice for a
 * partly matched trigger: the matched, not yet covered part keeps its auto bet (reduced to it),
 * because that matched position is exactly what the trader asked to protect.
 */
export function cancelTriggerBet(schedule: AutoBetSchedule, triggerBetId: string): AutoBetSchedule {
  const next: AutoBet[] = [];
  for (const autoBet of schedule) {
    if (autoBet.triggerBetId !== triggerBetId) next.push(autoBet);
    else if (autoBet.newStake > 0) next.push({ ...autoBet, stakeRemaining: autoBet.newStake });
  }
  return next.length === schedule.length && next.every((a, i) => a === schedule[i]) ? schedule : next;
}

/** trading-core §2/§7: the user cancels one scheduled auto bet (autoBetId and autoBetType). */
export function cancelScheduledAutoBet(
  schedule: AutoBetSchedule,
  autoBetId: string,
  autoBetType: AutoBetType,
): AutoBetSchedule {
  const next = schedule.filter(
    (autoBet) => !(autoBet.betId === autoBetId && autoBet.autoBetType === autoBetType),
  );
  return next.length === schedule.length ? schedule : next;
}
