// The MarketSpec of a replayed market, from the file's first marketDefinition (betfair-protocol
// §5.7, §6). PRO files carry no competition and the live-stream recordings no names; the gaps are
// filled from a catalogue record when one sits beside the file, else derived (README.md lists how).
import type { MarketDefinition } from '@greenbook/betfair';
import type { BettingType, MarketSpec, RunnerDescription } from '../core/market.js';
import { HistoricalFileError } from './historical-checks.js';
import type { RecordedCatalogue } from './recorded-catalogue.js';

/** Exchange event-type names (betfair-protocol §2.2 common ids, trading `SPORT_IDS`). */
const EVENT_TYPE_NAMES: Readonly<Record<string, string>> = {
  '1': 'Soccer',
  '2': 'Tennis',
  '4': 'Cricket',
  '5': 'Rugby Union',
  '7': 'Horse Racing',
  '1477': 'Rugby League',
  '4339': 'Greyhound Racing',
  '7522': 'Basketball',
  '998917': 'Volleyball',
};

const RACING = new Set(['7', '4339']);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Maps a recorded ISO time onto the simulated clock. */
export type TimeMapper = (iso: string) => string;

/** "MATCH_ODDS" → "Match Odds": the market name when the file has none. */
function marketNameOf(marketType: string): string {
  return marketType
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** Betfair names race meetings "<venue> <day> <month>" ("Sheffield 19th Apr"); UTC date. */
function eventNameOf(definition: MarketDefinition): string {
  const date = new Date(definition.openDate);
  if (RACING.has(definition.eventTypeId) && definition.venue !== undefined && !Number.isNaN(date.getTime())) {
    return `${definition.venue} ${ordinal(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]!}`;
  }
  return `Event ${definition.eventId}`;
}

const REPLAYABLE_BETTING_TYPES: readonly BettingType[] = [
  'ODDS',
  'LINE',
  'ASIAN_HANDICAP_DOUBLE_LINE',
  'ASIAN_HANDICAP_SINGLE_LINE',
];

/** RANGE markets have no engine ladder: they are refused rather than replayed wrongly. */
function bettingTypeOf(definition: MarketDefinition): BettingType {
  const type = REPLAYABLE_BETTING_TYPES.find((known) => known === definition.bettingType);
  if (type === undefined) {
    throw new HistoricalFileError(
      `betting type ${definition.bettingType} cannot be replayed by the exchange`,
    );
  }
  return type;
}

function runnersOf(
  definition: MarketDefinition,
  catalogue: RecordedCatalogue | undefined,
): RunnerDescription[] {
  return definition.runners.map((runner, index) => {
    const recorded = catalogue?.runners.get(runner.id);
    return {
      selectionId: runner.id,
      handicap: runner.hc ?? 0,
      runnerName: runner.name ?? recorded?.runnerName ?? `Selection ${runner.id}`,
      // Recorded definitions sometimes omit sortPriority: the file's order stands in.
      sortPriority: Number.isFinite(runner.sortPriority) ? runner.sortPriority : index + 1,
      metadata: recorded?.metadata ?? { runnerId: String(runner.id) },
    };
  });
}

export interface ReplaySpecInput {
  readonly marketId: string;
  readonly definition: MarketDefinition;
  readonly catalogue: RecordedCatalogue | undefined;
  /** Bet delay the market uses in play: the first in-play definition's, 0 when it never turns. */
  readonly inPlayBetDelay: number;
  readonly mapTime: TimeMapper;
}

export function replayMarketSpec(input: ReplaySpecInput): MarketSpec {
  const { definition, catalogue, mapTime } = input;
  const bettingType = bettingTypeOf(definition);
  const ladder =
    definition.priceLadderDefinition?.type ?? (bettingType === 'LINE' ? 'LINE_RANGE' : 'CLASSIC');
  const spec: MarketSpec = {
    marketId: input.marketId,
    marketName: definition.name ?? catalogue?.marketName ?? marketNameOf(definition.marketType),
    marketType: definition.marketType,
    bettingType,
    eventType: {
      id: definition.eventTypeId,
      name:
        catalogue?.eventTypeName ??
        EVENT_TYPE_NAMES[definition.eventTypeId] ??
        `Event type ${definition.eventTypeId}`,
    },
    competition: catalogue?.competition,
    event: {
      id: definition.eventId,
      name: definition.eventName ?? catalogue?.eventName ?? eventNameOf(definition),
      countryCode: definition.countryCode ?? 'GB',
      timezone: definition.timezone,
      venue: definition.venue,
      openDate: mapTime(definition.openDate),
    },
    marketTime: mapTime(definition.marketTime),
    suspendTime: mapTime(definition.suspendTime),
    numberOfWinners: definition.numberOfWinners,
    bspMarket: definition.bspMarket,
    turnInPlayEnabled: definition.turnInPlayEnabled,
    persistenceEnabled: definition.persistenceEnabled,
    marketBaseRate: definition.marketBaseRate,
    discountAllowed: definition.discountAllowed,
    priceLadderType: ladder,
    inPlayBetDelay: input.inPlayBetDelay,
    rules: catalogue?.rules ?? '<p>Replayed from a Betfair historical data file.</p>',
    runners: runnersOf(definition, catalogue),
    ...(bettingType === 'LINE'
      ? {
          // trading-core §3: lineInterval, lineMinUnit, lineMaxUnit default to 1, 1, 1000.
          lineRange: {
            minUnitValue: definition.lineMinUnit ?? 1,
            maxUnitValue: definition.lineMaxUnit ?? 1000,
            interval: definition.lineInterval ?? 1,
            marketUnit: 'units',
          },
        }
      : {}),
    ...(definition.eachWayDivisor === undefined ? {} : { eachWayDivisor: definition.eachWayDivisor }),
    ...(definition.raceType === undefined ? {} : { raceType: definition.raceType }),
  };
  return spec;
}
