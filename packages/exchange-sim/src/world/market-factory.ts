// Building the pieces of a generated event: its EventInfo and market specs with the defaults
// every market shares (catalogue MarketDescription, betfair-protocol §2.3).
import type { Broadcasts } from '../inplay/scoreboard.js';
import type { EventInfo, MarketSpec, RunnerDescription } from '../core/market.js';
import type { DayIds } from './world-ids.js';
import type { Random } from './prng.js';
import { rulesFor } from './rules.js';
import { SPORTS, type MarketKind, type OutcomeKey, type SportKey, type WorldMarket } from './world-model.js';

export interface BuildContext {
  readonly rng: Random;
  readonly ids: DayIds;
  /** marketBaseRate of every market: the simulator's commission, percent. */
  readonly commissionRate: number;
}

export interface EventPlace {
  readonly sport: SportKey;
  readonly competition: { readonly id: string; readonly name: string } | undefined;
  readonly event: EventInfo;
}

export function eventInfo(
  ctx: BuildContext,
  name: string,
  countryCode: string,
  timezone: string,
  openDate: number,
  venue?: string,
): EventInfo {
  return {
    id: ctx.ids.eventId(),
    name,
    countryCode,
    timezone,
    venue,
    openDate: new Date(openDate).toISOString(),
  };
}

export interface RunnerInput {
  readonly selectionId: number;
  readonly name: string;
  readonly outcome: OutcomeKey;
  readonly handicap?: number;
  readonly metadata?: Readonly<Record<string, string>>;
}

export interface MarketInput {
  readonly kind: MarketKind;
  readonly marketName: string;
  readonly marketType: string;
  readonly startTime: number;
  readonly runners: readonly RunnerInput[];
  readonly turnInPlayEnabled: boolean;
  readonly extra?: Partial<MarketSpec>;
}

export function buildMarket(ctx: BuildContext, place: EventPlace, input: MarketInput): WorldMarket {
  const time = new Date(input.startTime).toISOString();
  const runners: RunnerDescription[] = input.runners.map((runner, index) => ({
    selectionId: runner.selectionId,
    handicap: runner.handicap ?? 0,
    runnerName: runner.name,
    sortPriority: index + 1,
    metadata: { ...runner.metadata, runnerId: String(runner.selectionId) },
  }));
  const spec: MarketSpec = {
    marketId: ctx.ids.marketId(),
    marketName: input.marketName,
    marketType: input.marketType,
    bettingType: 'ODDS',
    eventType: { id: SPORTS[place.sport].id, name: SPORTS[place.sport].name },
    competition: place.competition,
    event: place.event,
    marketTime: time,
    suspendTime: time,
    numberOfWinners: 1,
    bspMarket: false,
    turnInPlayEnabled: input.turnInPlayEnabled,
    // PERSIST only means something for bets that survive the turn in play.
    persistenceEnabled: input.turnInPlayEnabled,
    marketBaseRate: ctx.commissionRate,
    discountAllowed: true,
    priceLadderType: 'CLASSIC',
    inPlayBetDelay: SPORTS[place.sport].betDelay,
    rules: rulesFor(input.kind),
    runners,
    ...input.extra,
  };
  return { spec, kind: input.kind, outcomes: input.runners.map((runner) => runner.outcome) };
}

const TV_CHANNELS: Readonly<Record<string, readonly string[]>> = {
  GB: ['Sky Sports Main Event', 'TNT Sports 1', 'BBC One', 'Sky Sports Racing'],
  IE: ['RTE2', 'Premier Sports 1'],
  ES: ['Movistar LaLiga', 'DAZN Espana'],
  IT: ['DAZN Italia', 'Sky Sport Uno'],
  DE: ['Sky Sport Bundesliga', 'DAZN Deutschland'],
  FR: ['Canal+', 'beIN Sports 1'],
  US: ['ESPN', 'NBC Sports'],
  AU: ['Fox Sports', 'Kayo'],
  BR: ['Globo', 'SporTV'],
};

/** What an event is shown on: a live video stream, a match visualisation, TV channels. */
export function broadcastsFor(rng: Random, countryCode: string): Broadcasts {
  const channels = TV_CHANNELS[countryCode] ?? [];
  return {
    isLiveVideoAvailable: rng.chance(0.5),
    isDataVisualizationAvailable: rng.chance(0.85),
    tv: rng
      .sample(channels, rng.int(0, Math.min(2, channels.length)))
      .map((channel) => ({ channel, country: countryCode })),
  };
}
