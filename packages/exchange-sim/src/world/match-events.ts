// Two-sided fixtures other than football: tennis (Match Odds and Set Betting), cricket (Match
// Odds and a first-innings runs LINE market), basketball, rugby union and league, volleyball.
import { BasketballModel } from '../lifecycle/models/basketball-model.js';
import { CricketModel } from '../lifecycle/models/cricket-model.js';
import { RugbyModel } from '../lifecycle/models/rugby-model.js';
import { TennisModel } from '../lifecycle/models/tennis-model.js';
import { VolleyballModel } from '../lifecycle/models/volleyball-model.js';
import type { EventSides } from '../lifecycle/models/model-support.js';
import { SET_SCORES } from '../lifecycle/models/tennis-odds.js';
import type { CompetitionSeed } from './names-competitions.js';
import {
  broadcastsFor,
  buildMarket,
  eventInfo,
  type BuildContext,
  type EventPlace,
} from './market-factory.js';
import { FIXED_SELECTIONS, sideSelectionId } from './world-ids.js';
import { SPORTS, type EventModel, type SportKey, type WorldEvent, type WorldMarket } from './world-model.js';

export type MatchSport = Exclude<SportKey, 'SOCCER' | 'HORSE_RACING' | 'GREYHOUND_RACING'>;

/** betfair-protocol §7 LINE_RANGE: first-innings runs from 0.5 to 400.5 in steps of 1 (never a push). */
const RUNS_LINE = { minUnitValue: 0.5, maxUnitValue: 400.5, interval: 1, marketUnit: 'runs' } as const;

function modelFor(
  ctx: BuildContext,
  sport: MatchSport,
  sides: EventSides,
  competition: CompetitionSeed,
): EventModel {
  const { rng } = ctx;
  switch (sport) {
    case 'TENNIS':
      return new TennisModel(sides, rng.between(0.58, 0.7), rng.between(0.58, 0.7), rng.chance(0.5));
    case 'CRICKET':
      return new CricketModel(sides, [rng.between(7.2, 9.5), rng.between(7.2, 9.5)], rng.chance(0.5));
    case 'BASKETBALL': {
      const [low, high] = competition.countryCode === 'US' ? [100, 122] : [72, 90];
      return new BasketballModel(sides, [rng.between(low, high) + 2, rng.between(low, high)]);
    }
    case 'RUGBY_UNION':
      return new RugbyModel(sides, 'union', [rng.between(16, 32), rng.between(14, 30)]);
    case 'RUGBY_LEAGUE':
      return new RugbyModel(sides, 'league', [rng.between(14, 28), rng.between(12, 26)]);
    case 'VOLLEYBALL':
      return new VolleyballModel(sides, rng.between(0.46, 0.54));
  }
}

export function matchEvent(
  ctx: BuildContext,
  sport: MatchSport,
  competition: CompetitionSeed,
  startTime: number,
): WorldEvent {
  const [homeName, awayName] = ctx.rng.sample(competition.sides, 2) as [string, string];
  const event = eventInfo(
    ctx,
    `${homeName} v ${awayName}`,
    competition.countryCode,
    competition.timezone,
    startTime,
  );
  const place: EventPlace = { sport, competition, event };
  const home = { selectionId: sideSelectionId(homeName), name: homeName, outcome: 'HOME' };
  const away = { selectionId: sideSelectionId(awayName), name: awayName, outcome: 'AWAY' };
  const rugby = sport === 'RUGBY_UNION' || sport === 'RUGBY_LEAGUE';
  const common = { startTime, turnInPlayEnabled: true } as const;
  const markets: WorldMarket[] = [
    buildMarket(ctx, place, {
      ...common,
      kind: 'MATCH_ODDS',
      marketName: 'Match Odds',
      marketType: 'MATCH_ODDS',
      runners: rugby
        ? [home, away, { selectionId: FIXED_SELECTIONS.draw, name: 'The Draw', outcome: 'DRAW' }]
        : [home, away],
    }),
  ];
  if (sport === 'TENNIS') {
    markets.push(
      buildMarket(ctx, place, {
        ...common,
        kind: 'SET_BETTING',
        marketName: 'Set Betting',
        marketType: 'SET_BETTING',
        runners: SET_SCORES.map((score) => ({
          selectionId: sideSelectionId(`set betting ${score}`),
          name: score.replace('-', ' - '),
          outcome: `SET:${score}`,
        })),
      }),
    );
  }
  const sides: EventSides = {
    eventId: event.id,
    eventTypeId: SPORTS[sport].id,
    homeName,
    awayName,
    startTime,
    broadcasts: broadcastsFor(ctx.rng, competition.countryCode),
  };
  const model = modelFor(ctx, sport, sides, competition);
  if (sport === 'CRICKET') {
    markets.push(
      buildMarket(ctx, place, {
        ...common,
        kind: 'RUNS_LINE',
        marketName: '1st Innings Runs Line',
        marketType: 'FIRST_INNINGS_RUNS_LINE',
        runners: [
          { selectionId: sideSelectionId('1st innings runs'), name: '1st Innings Runs', outcome: 'LINE' },
        ],
        extra: { bettingType: 'LINE', priceLadderType: 'LINE_RANGE', lineRange: RUNS_LINE },
      }),
    );
  }
  return { sport, event, startTime, markets, model };
}
