// trading-core §3 "Held as a schedule list": the schedule and the auto bets on their way to the
// exchange, as they are stored between page loads. Stored data may be old, edited or cut short, so
// it is checked record by record: a malformed record is dropped (and counted), never trusted.
import { z } from 'zod/mini';
import { decimalPlaces } from '../money/decimal.js';
import { AUTO_BET_ID_SUFFIX, type AutoBet } from './auto-bet.js';
import type { AutoBetSchedule } from './auto-bet-schedule.js';

/** An auto bet being sent: the placement (newStake = the stake to place) and its customerOrderRef. */
export interface AutoBetInFlight {
  readonly ref: string;
  readonly placement: AutoBet;
}

/** What is kept between page loads. */
export interface StoredAutoBets {
  readonly schedule: AutoBetSchedule;
  /** Placements recorded as sent whose exchange answer was not yet seen. */
  readonly inFlight: readonly AutoBetInFlight[];
}

const money = z.number().check(
  z.nonnegative(),
  z.refine((value) => decimalPlaces(value) <= 2, 'at most 2 decimals'),
);
const positiveMoney = money.check(z.positive());
const id = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

const autoBetSchema = z
  .strictObject({
    autoBetType: z.enum(['TICK_OFFSET', 'STOP_LOSS']),
    betId: id(64),
    triggerBetId: id(40),
    eventId: z.union([z.number(), z.string().check(z.maxLength(40))]),
    marketId: id(40),
    runnerId: z.union([z.number(), id(40)]),
    side: z.enum(['BACK', 'LAY']),
    odd: z.number().check(z.minimum(1.01), z.maximum(1000)),
    stakeOriginal: positiveMoney,
    stakeRemaining: money,
    newStake: money,
    stakeSent: money,
    userCurrency: z.string().check(z.length(3)),
  })
  .check(
    z.refine((bet) => bet.betId === `${bet.triggerBetId}${AUTO_BET_ID_SUFFIX[bet.autoBetType]}`, 'betId'),
  );

const inFlightSchema = z.strictObject({ ref: id(32), placement: autoBetSchema });

function validItems<T>(value: unknown, schema: z.ZodMiniType<T>): { items: T[]; dropped: number } {
  if (!Array.isArray(value)) return { items: [], dropped: value === undefined ? 0 : 1 };
  const items: T[] = [];
  for (const entry of value) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
  }
  return { items, dropped: value.length - items.length };
}

/** The stored auto bets, keeping every valid record; `dropped` counts the records refused. */
export function parseStoredAutoBets(stored: unknown): StoredAutoBets & { readonly dropped: number } {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const schedule = validItems(record['schedule'], autoBetSchema);
  const inFlight = validItems(record['inFlight'], inFlightSchema);
  return { schedule: schedule.items, inFlight: inFlight.items, dropped: schedule.dropped + inFlight.dropped };
}
