// trading-core §3 "Live-score event" and account-and-product §3 "Live score per event", read from
// the in-play service's answers (scoresAndBroadcast's `state`, eventTimelines' `updateDetails`;
// shapes in packages/exchange-sim/src/inplay/README.md). The answers come from outside: every field
// is checked on its own and a missing or malformed one is left out, so a bad field costs only what
// it shows (the panel falls back to the plain score, or to nothing) and never the page.
import { isRealTeamName, livePhaseFromMatchStatus, type LivePhase } from '@greenbook/trading';
import { z } from 'zod/mini';

/** A field dropped (undefined) when missing or malformed, keeping the fields around it. */
function lenient<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

const id = z.pipe(
  z.union([z.string().check(z.regex(/^\d{1,19}$/)), z.number().check(z.int(), z.nonnegative())]),
  z.transform(String),
);
/** Scores, sets, games, points ('15', 'A'), runs: shown as sent, so kept as short text. */
const figure = z.pipe(
  z.union([
    z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
    z.number().check(z.refine(Number.isFinite)),
  ]),
  z.transform(String),
);
const count = z.number().check(z.int(), z.nonnegative(), z.lte(10_000));
const minutes = z.number().check(z.nonnegative(), z.lte(100_000));
const name = z.string().check(z.maxLength(200));

const innings = z.object({ runs: lenient(figure), wickets: lenient(figure), overs: lenient(figure) });

const teamScore = z.object({
  name: lenient(name),
  score: lenient(figure),
  sets: lenient(figure),
  games: lenient(figure),
  gameSequence: lenient(z.array(figure).check(z.maxLength(10))),
  isServing: lenient(z.boolean()),
  aces: lenient(figure),
  doubleFaults: lenient(figure),
  serviceBreaks: lenient(figure),
  inning1: lenient(innings),
  inning2: lenient(innings),
  quarterByQuarter: lenient(z.array(count).check(z.maxLength(10))),
});

const state = z.object({
  eventTypeId: lenient(id),
  matchStatus: lenient(z.string().check(z.maxLength(60))),
  timeElapsed: lenient(minutes),
  elapsedRegularTime: lenient(minutes),
  currentSet: lenient(count),
  currentDay: lenient(count),
  score: lenient(z.object({ home: teamScore, away: teamScore })),
});

const scoresEntry = z.object({
  eventId: id,
  eventTypeId: lenient(id),
  homeName: lenient(name),
  awayName: lenient(name),
  state: lenient(state),
});

export type TeamScoreLine = z.infer<typeof teamScore>;
export type InningsScore = z.infer<typeof innings>;

export interface LiveScore {
  /** The sport of the score as the service says it (the market's own sport comes first). */
  readonly eventTypeId: string | undefined;
  readonly phase: LivePhase;
  /** Minutes, as the service counts them. */
  readonly timeElapsed: number | undefined;
  readonly elapsedRegularTime: number | undefined;
  readonly currentSet: number | undefined;
  readonly currentDay: number | undefined;
  readonly home: TeamScoreLine;
  readonly away: TeamScoreLine;
  /** The service's team names: eventDetails' homeName/awayName, else the score's own, when real. */
  readonly homeName: string | undefined;
  readonly awayName: string | undefined;
}

/** The answer's entry for the event: the in-play service answers a list, one entry per event asked. */
export function inPlayEntry(answer: unknown, eventId: string): unknown {
  if (!Array.isArray(answer)) return undefined;
  return answer.find(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      String((item as { eventId?: unknown }).eventId) === eventId,
  );
}

/** The event's live score, or undefined when the answer has none for it (not followed, or unreadable). */
export function liveScoreOf(answer: unknown, eventId: string): LiveScore | undefined {
  const parsed = z.safeParse(scoresEntry, inPlayEntry(answer, eventId));
  const live = parsed.success ? parsed.data.state : undefined;
  if (live?.score === undefined) return undefined;
  const { home, away } = live.score;
  return {
    eventTypeId: live.eventTypeId ?? parsed.data?.eventTypeId,
    phase: livePhaseFromMatchStatus(live.matchStatus),
    timeElapsed: live.timeElapsed,
    elapsedRegularTime: live.elapsedRegularTime,
    currentSet: live.currentSet,
    currentDay: live.currentDay,
    home,
    away,
    homeName: [parsed.data?.homeName, home.name].find(isRealTeamName),
    awayName: [parsed.data?.awayName, away.name].find(isRealTeamName),
  };
}

/** trading-core §2/§3: the football incidents the panel marks on the halves. */
export type IncidentKind = 'Goal' | 'YellowCard' | 'RedCard';

export interface FootballIncident {
  readonly updateId: number;
  readonly kind: IncidentKind;
  readonly team: 'home' | 'away';
  /** Minute of the match. */
  readonly matchTime: number;
}

const incident = z.object({
  updateId: z.number().check(z.int()),
  type: z.enum(['Goal', 'YellowCard', 'RedCard']),
  team: z.enum(['home', 'away']),
  matchTime: z.number().check(z.nonnegative(), z.lte(1_000)),
});

const timelineEntry = z.object({ eventId: id, updateDetails: lenient(z.array(z.unknown())) });

/**
 * The goals and cards of the event's timeline, once each (by updateId). Other updates (kick-off,
 * half-time, points) and entries without a side or a minute are left out: they have no place on a
 * team's half. Undefined when the answer has no timeline for the event.
 */
export function footballIncidentsOf(answer: unknown, eventId: string): FootballIncident[] | undefined {
  const parsed = z.safeParse(timelineEntry, inPlayEntry(answer, eventId));
  if (!parsed.success) return undefined;
  const byId = new Map<number, FootballIncident>();
  for (const update of parsed.data.updateDetails ?? []) {
    const checked = z.safeParse(incident, update);
    if (!checked.success) continue;
    const { updateId, type, team, matchTime } = checked.data;
    byId.set(updateId, { updateId, kind: type, team, matchTime });
  }
  return [...byId.values()];
}
