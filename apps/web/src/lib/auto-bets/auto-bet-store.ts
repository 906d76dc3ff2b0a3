// trading-core §3 "Held as a schedule list and an active-schedule list": the signed-in user's
// scheduled auto bets and the placements on their way to the exchange, one small store read by the
// scheduler (app root), placement (adds) and the sidebar lists (cancel).
// Kept in this browser's local storage per user, written at every change before anything is sent
// (a write-ahead record): after a reload the scheduler re-reads it and first asks the exchange
// whether a placement it finds in flight already went through (see auto-bet-engine.ts).
import {
  autoBetOrderRef,
  cancelScheduledAutoBet,
  EMPTY_AUTO_BET_SCHEDULE,
  parseStoredAutoBets,
  scheduleAutoBets,
  type AutoBet,
  type AutoBetInFlight,
  type AutoBetSchedule,
} from '@greenbook/trading';
import { create } from 'zustand';
import { readJson, writeJson } from '@/lib/storage/local-storage';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';

export interface AutoBetState {
  /** Whose auto bets these are (undefined: nobody signed in, nothing stored). */
  readonly vendorId: string | undefined;
  readonly schedule: AutoBetSchedule;
  readonly inFlight: readonly AutoBetInFlight[];
  /** Reads the user's stored auto bets (sign-in, reload, another tab's change). */
  load(vendorId: string): void;
  /** Adds planned auto bets (eventId 0 and already scheduled ones are ignored). */
  add(autoBets: readonly AutoBet[]): void;
  /** A scheduler step: the new schedule, and placements to send (recorded in flight). */
  commit(schedule: AutoBetSchedule, placements: readonly AutoBet[]): void;
  /** The exchange answered for this placement (placed, refused, or found already placed). */
  settle(ref: string): void;
  /** trading-core §7 cancel scheduled auto bet: autoBetId and autoBetType, one or many. */
  cancel(autoBets: readonly Pick<AutoBet, 'betId' | 'autoBetType'>[]): void;
}

/** The local storage key of a user's auto bets. */
export function autoBetStorageKey(vendorId: string): string {
  return `greenbook.autoBets.${vendorId}`;
}

export const useAutoBetStore = create<AutoBetState>()((set, get) => {
  /** Sets and stores at once: the stored copy is what a reload trusts. */
  const save = (schedule: AutoBetSchedule, inFlight: readonly AutoBetInFlight[]) => {
    const { vendorId } = get();
    if (vendorId !== undefined) writeJson(autoBetStorageKey(vendorId), { schedule, inFlight });
    set({ schedule, inFlight });
  };
  return {
    vendorId: undefined,
    schedule: EMPTY_AUTO_BET_SCHEDULE,
    inFlight: [],
    load: (vendorId) => {
      const stored = parseStoredAutoBets(readJson(autoBetStorageKey(vendorId)));
      set({ vendorId, schedule: stored.schedule, inFlight: stored.inFlight });
    },
    add: (autoBets) => {
      const { schedule, inFlight } = get();
      const next = scheduleAutoBets(schedule, autoBets);
      if (next !== schedule) save(next, inFlight);
    },
    commit: (schedule, placements) => {
      const { inFlight } = get();
      const known = new Set(inFlight.map((entry) => entry.ref));
      const added = placements
        .map((placement) => ({ ref: autoBetOrderRef(placement), placement }))
        .filter((entry) => !known.has(entry.ref));
      save(schedule, added.length === 0 ? inFlight : [...inFlight, ...added]);
    },
    settle: (ref) => {
      const { schedule, inFlight } = get();
      const next = inFlight.filter((entry) => entry.ref !== ref);
      if (next.length !== inFlight.length) save(schedule, next);
    },
    cancel: (autoBets) => {
      const { schedule, inFlight } = get();
      const next = autoBets.reduce(
        (current, autoBet) => cancelScheduledAutoBet(current, autoBet.betId, autoBet.autoBetType),
        schedule,
      );
      if (next !== schedule) save(next, inFlight);
    },
  };
});

resetOnSignOut(useAutoBetStore);
