// The world's fixture list, one UTC day at a time. A day's events depend only on the seed and the
// day (its own generator, mixSeed(seed, day)), so the same seed and start always give the same
// catalogue, whenever the rolling horizon reaches the day.
import {
  BASKETBALL_COMPETITIONS,
  CRICKET_COMPETITIONS,
  RUGBY_LEAGUE_COMPETITIONS,
  RUGBY_UNION_COMPETITIONS,
  SOCCER_COMPETITIONS,
  TENNIS_COMPETITIONS,
  VOLLEYBALL_COMPETITIONS,
  type CompetitionSeed,
} from './names-competitions.js';
import { GREYHOUND_VENUES, HORSE_VENUES, type VenueSeed } from './names-racing.js';
import type { BuildContext } from './market-factory.js';
import { matchEvent, type MatchSport } from './match-events.js';
import { outrightEvent } from './outright-events.js';
import { Random, mixSeed } from './prng.js';
import { greyhoundMeeting, horseMeeting } from './racing-events.js';
import { soccerEvent } from './soccer-events.js';
import { DayIds } from './world-ids.js';
import type { SportKey, WorldEvent } from './world-model.js';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Football's two kick-offs of every hour, each drawn from its own minutes: kick-offs are never
 * more than 40 minutes apart, so at any minute of the day some match is in its first half with at
 * least five minutes of it left (a half is 45), whenever the exchange is started. A trader who
 * opens the product at 04:30 finds a football match being played, with its live score.
 */
export const SOCCER_KICK_OFF_MINUTES: readonly (readonly number[])[] = [
  [0, 10],
  [30, 40],
];

/** Match sports other than football: competitions and the hours (UTC) a fixture may start. */
const MATCH_SCHEDULE: ReadonlyArray<{
  sport: MatchSport;
  competitions: readonly CompetitionSeed[];
  every: number;
  offset: number;
}> = [
  { sport: 'TENNIS', competitions: TENNIS_COMPETITIONS, every: 1, offset: 0 },
  { sport: 'BASKETBALL', competitions: BASKETBALL_COMPETITIONS, every: 3, offset: 1 },
  { sport: 'CRICKET', competitions: CRICKET_COMPETITIONS, every: 4, offset: 2 },
  { sport: 'RUGBY_UNION', competitions: RUGBY_UNION_COMPETITIONS, every: 6, offset: 0 },
  { sport: 'RUGBY_LEAGUE', competitions: RUGBY_LEAGUE_COMPETITIONS, every: 6, offset: 3 },
  { sport: 'VOLLEYBALL', competitions: VOLLEYBALL_COMPETITIONS, every: 4, offset: 1 },
];

/** Race meetings of a day: venue pool, first race (UTC hour), races and spacing. */
const MEETINGS: ReadonlyArray<{
  sport: 'HORSE_RACING' | 'GREYHOUND_RACING';
  venues: readonly VenueSeed[];
  country: string;
  hour: number;
  races: number;
  minutes: number;
}> = [
  { sport: 'HORSE_RACING', venues: HORSE_VENUES, country: 'GB', hour: 12, races: 7, minutes: 35 },
  { sport: 'HORSE_RACING', venues: HORSE_VENUES, country: 'GB', hour: 17, races: 7, minutes: 30 },
  { sport: 'HORSE_RACING', venues: HORSE_VENUES, country: 'IE', hour: 13, races: 7, minutes: 35 },
  { sport: 'HORSE_RACING', venues: HORSE_VENUES, country: 'AU', hour: 1, races: 8, minutes: 35 },
  { sport: 'HORSE_RACING', venues: HORSE_VENUES, country: 'US', hour: 20, races: 8, minutes: 30 },
  { sport: 'GREYHOUND_RACING', venues: GREYHOUND_VENUES, country: 'GB', hour: 10, races: 12, minutes: 16 },
  { sport: 'GREYHOUND_RACING', venues: GREYHOUND_VENUES, country: 'GB', hour: 18, races: 12, minutes: 16 },
  { sport: 'GREYHOUND_RACING', venues: GREYHOUND_VENUES, country: 'AU', hour: 7, races: 10, minutes: 18 },
];

export interface GeneratorOptions {
  readonly seed: number;
  readonly commissionRate: number;
  /** Only these sports (all when absent): tests build small worlds. */
  readonly sports?: readonly SportKey[] | undefined;
  /**
   * Tennis fixtures per hour (default 1, at most MAX_LIVE_DENSITY): a denser world keeps hundreds
   * of markets in play at any hour, for tests and benchmarks of long live lists. Tennis because
   * it is the one match sport with a fixture every hour (an even in-play count over the day) and
   * only two markets per fixture (little for the liquidity to quote).
   */
  readonly liveDensity?: number | undefined;
}

/** A day's event ids run out at 4,000 (world-ids.ts): 24 × 150 tennis fixtures leave room for the rest. */
export const MAX_LIVE_DENSITY = 150;
/** Mixed into the seed of the extra fixtures' own generator, apart from the day's. */
const DENSITY_STREAM = 0x7e2215;

/** Every event of UTC day `day` (days since the epoch), in start-time order. */
export function eventsOfDay(options: GeneratorOptions, day: number): WorldEvent[] {
  const density = options.liveDensity ?? 1;
  if (!Number.isInteger(density) || density < 1 || density > MAX_LIVE_DENSITY)
    throw new RangeError(`liveDensity must be a whole number from 1 to ${MAX_LIVE_DENSITY}, got ${density}`);
  const ctx: BuildContext = {
    rng: new Random(mixSeed(options.seed, day)),
    ids: new DayIds(day),
    commissionRate: options.commissionRate,
  };
  const wanted = (sport: SportKey): boolean => options.sports === undefined || options.sports.includes(sport);
  const dayStart = day * DAY_MS;
  const events: WorldEvent[] = [];
  // Draw every choice even for unwanted sports, so a smaller world is a subset of the full one.
  const keep = (sport: SportKey, made: WorldEvent | WorldEvent[]): void => {
    if (wanted(sport)) events.push(...(Array.isArray(made) ? made : [made]));
  };
  for (let hour = 0; hour < 24; hour += 1) {
    for (const minutes of SOCCER_KICK_OFF_MINUTES) {
      const kickOff = dayStart + hour * HOUR_MS + ctx.rng.pick(minutes) * MINUTE_MS;
      keep('SOCCER', soccerEvent(ctx, ctx.rng.pick(SOCCER_COMPETITIONS), kickOff));
    }
    for (const slot of MATCH_SCHEDULE) {
      if ((hour - slot.offset) % slot.every !== 0) continue;
      const start = dayStart + hour * HOUR_MS + ctx.rng.pick([0, 10, 30, 40]) * MINUTE_MS;
      keep(slot.sport, matchEvent(ctx, slot.sport, ctx.rng.pick(slot.competitions), start));
    }
  }
  const usedVenues = new Set<string>();
  for (const meeting of MEETINGS) {
    const venues = meeting.venues.filter(
      (venue) => venue.countryCode === meeting.country && !usedVenues.has(venue.name),
    );
    const plan = {
      venue: ctx.rng.pick(venues),
      firstRace: dayStart + meeting.hour * HOUR_MS + ctx.rng.pick([0, 5, 10, 15]) * MINUTE_MS,
      races: meeting.races,
      intervalMs: meeting.minutes * MINUTE_MS,
    };
    usedVenues.add(plan.venue.name);
    keep(
      meeting.sport,
      meeting.sport === 'HORSE_RACING' ? horseMeeting(ctx, plan) : greyhoundMeeting(ctx, plan),
    );
  }
  const outrightTime = dayStart + 20 * HOUR_MS;
  keep('SOCCER', outrightEvent(ctx, 'SOCCER', ctx.rng.pick(SOCCER_COMPETITIONS), outrightTime));
  keep('TENNIS', outrightEvent(ctx, 'TENNIS', ctx.rng.pick(TENNIS_COMPETITIONS), outrightTime + HOUR_MS));
  // The extra fixtures come last, from a generator of their own: the day's other events (and
  // their ids) are exactly those of the plain world, which a dense one only adds to.
  const extras = density - 1;
  if (extras > 0) {
    const dense: BuildContext = { ...ctx, rng: new Random(mixSeed(options.seed, day, DENSITY_STREAM)) };
    for (let hour = 0; hour < 24; hour += 1) {
      for (let i = 0; i < extras; i += 1) {
        const start = dayStart + hour * HOUR_MS + dense.rng.int(0, 59) * MINUTE_MS;
        keep('TENNIS', matchEvent(dense, 'TENNIS', dense.rng.pick(TENNIS_COMPETITIONS), start));
      }
    }
  }
  return events.sort((a, b) => a.startTime - b.startTime);
}
