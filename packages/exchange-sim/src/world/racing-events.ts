// A race meeting: one event named '<Venue> <d>th <Mon>' whose races are markets (WIN, PLACE and,
// at British and Irish horse meetings, EACH_WAY). Racing WIN and PLACE markets are BSP markets;
// horse races turn in play, greyhound races close at the off.
import { RaceModel } from '../lifecycle/models/race-model.js';
import type { MarketSpec } from '../core/market.js';
import { buildMarket, eventInfo, type BuildContext, type EventPlace } from './market-factory.js';
import type { VenueSeed } from './names-racing.js';
import { greyhounds, horses, type Entrant } from './racing-runners.js';
import { rulesFor } from './rules.js';
import type { WorldEvent, WorldMarket } from './world-model.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SECONDS_PER_FURLONG = 13;

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** '<Venue> <d>th <Mon>' for the meeting's (UTC) date. */
export function meetingName(venue: string, time: number): string {
  const date = new Date(time);
  return `${venue} ${ordinal(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]}`;
}

function furlongsName(furlongs: number): string {
  const miles = Math.floor(furlongs / 8);
  const rest = furlongs % 8;
  return `${miles > 0 ? `${miles}m` : ''}${rest > 0 ? `${rest}f` : ''}`;
}

/** Places paid: 2 for 5–7 runners, 3 for 8–15, 4 for big handicaps. */
const placesFor = (field: number, handicap: boolean): number =>
  field <= 7 ? 2 : handicap && field >= 16 ? 4 : 3;

interface RaceShape {
  readonly name: string;
  readonly furlongs: number;
  readonly flat: boolean;
  readonly handicap: boolean;
  readonly raceType: string;
}

function horseRaceShape(ctx: BuildContext, jumpsAllowed: boolean): RaceShape {
  const { rng } = ctx;
  if (jumpsAllowed && rng.chance(0.4)) {
    const furlongs = rng.pick([16, 17, 20, 21, 24, 25]);
    const kind = rng.pick([
      { label: 'Hcap Hrd', raceType: 'Hurdle', handicap: true },
      { label: 'Nov Hrd', raceType: 'Hurdle', handicap: false },
      { label: 'Hcap Chs', raceType: 'Chase', handicap: true },
      { label: 'Beginners Chs', raceType: 'Chase', handicap: false },
      { label: 'NHF', raceType: 'Bumper', handicap: false },
    ]);
    return {
      name: `${furlongsName(furlongs)} ${kind.label}`,
      furlongs,
      flat: false,
      handicap: kind.handicap,
      raceType: kind.raceType,
    };
  }
  const furlongs = rng.pick([5, 6, 7, 8, 10, 12, 14, 16]);
  const label = rng.pick(['Hcap', 'Hcap', 'Mdn Stks', 'Nov Stks', 'Class Stks', 'Listed', 'Grp3']);
  return {
    name: `${furlongsName(furlongs)} ${label}`,
    furlongs,
    flat: true,
    handicap: label === 'Hcap',
    raceType: 'Flat',
  };
}

function raceMarkets(
  ctx: BuildContext,
  place: EventPlace,
  startTime: number,
  field: readonly Entrant[],
  options: {
    name: string;
    inPlay: boolean;
    bsp: boolean;
    places: number;
    eachWay: number | undefined;
    raceType?: string;
  },
): WorldMarket[] {
  const runners = field.map((entrant, index) => ({
    selectionId: entrant.selectionId,
    name: entrant.name,
    outcome: `RUNNER:${index}`,
    metadata: entrant.metadata,
  }));
  const extra: Partial<MarketSpec> = options.raceType === undefined ? {} : { raceType: options.raceType };
  const common = { startTime, runners, turnInPlayEnabled: options.inPlay } as const;
  const markets = [
    buildMarket(ctx, place, {
      ...common,
      kind: 'WIN',
      marketName: options.name,
      marketType: 'WIN',
      extra: { ...extra, bspMarket: options.bsp },
    }),
  ];
  if (field.length >= 5) {
    markets.push(
      buildMarket(ctx, place, {
        ...common,
        kind: 'PLACE',
        marketName: 'To Be Placed',
        marketType: 'PLACE',
        extra: { ...extra, bspMarket: options.bsp, numberOfWinners: options.places },
      }),
    );
  }
  if (options.eachWay !== undefined && field.length >= 5) {
    const terms = `${options.places} places at 1/${options.eachWay} of the win odds.`;
    markets.push(
      buildMarket(ctx, place, {
        ...common,
        turnInPlayEnabled: false,
        kind: 'EACH_WAY',
        marketName: 'Each Way',
        marketType: 'EACH_WAY',
        extra: {
          ...extra,
          numberOfWinners: options.places,
          eachWayDivisor: options.eachWay,
          rules: rulesFor('EACH_WAY', terms),
        },
      }),
    );
  }
  return markets;
}

export interface MeetingPlan {
  readonly venue: VenueSeed;
  readonly firstRace: number;
  readonly races: number;
  readonly intervalMs: number;
}

export function horseMeeting(ctx: BuildContext, plan: MeetingPlan): WorldEvent[] {
  const { venue } = plan;
  const event = eventInfo(
    ctx,
    meetingName(venue.name, plan.firstRace),
    venue.countryCode,
    venue.timezone,
    plan.firstRace,
    venue.name,
  );
  const place: EventPlace = { sport: 'HORSE_RACING', competition: undefined, event };
  const britishOrIrish = venue.countryCode === 'GB' || venue.countryCode === 'IE';
  return Array.from({ length: plan.races }, (_, index) => {
    const startTime = plan.firstRace + index * plan.intervalMs;
    const shape = horseRaceShape(ctx, britishOrIrish);
    const field = horses(ctx.rng, ctx.rng.int(shape.handicap ? 8 : 5, shape.handicap ? 16 : 12), {
      eventId: event.id,
      flat: shape.flat,
    });
    const places = placesFor(field.length, shape.handicap);
    const markets = raceMarkets(ctx, place, startTime, field, {
      name: shape.name,
      inPlay: true,
      bsp: true,
      places,
      eachWay: britishOrIrish ? (field.length >= 8 && !shape.handicap ? 5 : 4) : undefined,
      raceType: shape.raceType,
    });
    const seconds = shape.furlongs * SECONDS_PER_FURLONG;
    const model = new RaceModel(
      field.map(() => Math.exp(0.9 * ctx.rng.normal())),
      Math.max(3, Math.round(seconds / 5)),
      5_000,
    );
    return { sport: 'HORSE_RACING', event, startTime, markets, model };
  });
}

export function greyhoundMeeting(ctx: BuildContext, plan: MeetingPlan): WorldEvent[] {
  const { venue } = plan;
  const event = eventInfo(
    ctx,
    meetingName(venue.name, plan.firstRace),
    venue.countryCode,
    venue.timezone,
    plan.firstRace,
    venue.name,
  );
  const place: EventPlace = { sport: 'GREYHOUND_RACING', competition: undefined, event };
  return Array.from({ length: plan.races }, (_, index) => {
    const startTime = plan.firstRace + index * plan.intervalMs;
    const grade = ctx.rng.pick(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'D2', 'S1', 'OR']);
    const distance =
      grade === 'D2' || grade === 'S1'
        ? ctx.rng.pick(['265m', '285m'])
        : ctx.rng.pick(['450m', '480m', '500m']);
    const field = greyhounds(ctx.rng);
    const markets = raceMarkets(ctx, place, startTime, field, {
      name: `${grade} ${distance}`,
      inPlay: false,
      bsp: venue.countryCode === 'GB',
      places: 2,
      eachWay: undefined,
    });
    const model = new RaceModel(
      field.map(() => Math.exp(0.6 * ctx.rng.normal())),
      10,
      3_000,
    );
    return { sport: 'GREYHOUND_RACING', event, startTime, markets, model };
  });
}
