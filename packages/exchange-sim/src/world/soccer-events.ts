// A football fixture: Match Odds, Over/Under 2.5 Goals, Correct Score, Both Teams To Score and,
// for some fixtures, an Asian handicap (ASIAN_HANDICAP_DOUBLE_LINE on the FINEST ladder, both
// teams' selection ids at several handicaps).
import { SoccerModel } from '../lifecycle/models/soccer-model.js';
import type { CompetitionSeed } from './names-competitions.js';
import {
  broadcastsFor,
  buildMarket,
  eventInfo,
  type BuildContext,
  type EventPlace,
  type RunnerInput,
} from './market-factory.js';
import { FIXED_SELECTIONS, correctScoreSelectionId, sideSelectionId } from './world-ids.js';
import { SPORTS, type WorldEvent, type WorldMarket } from './world-model.js';

/** Whole and half lines only: quarter lines would need half-won settlements the engine has not. */
const HANDICAP_LINES = [-1.5, -1, -0.5, 0, 0.5, 1, 1.5];

function correctScoreRunners(): RunnerInput[] {
  const runners: RunnerInput[] = [];
  for (let home = 0; home <= 3; home += 1) {
    for (let away = 0; away <= 3; away += 1) {
      runners.push({
        selectionId: correctScoreSelectionId(home, away),
        name: `${home} - ${away}`,
        outcome: `CS:${home}-${away}`,
      });
    }
  }
  runners.push(
    { selectionId: FIXED_SELECTIONS.anyOtherHome, name: 'Any Other Home Win', outcome: 'CS:AOH' },
    { selectionId: FIXED_SELECTIONS.anyOtherAway, name: 'Any Other Away Win', outcome: 'CS:AOA' },
    { selectionId: FIXED_SELECTIONS.anyOtherDraw, name: 'Any Other Draw', outcome: 'CS:AOD' },
  );
  return runners;
}

export function soccerEvent(ctx: BuildContext, competition: CompetitionSeed, startTime: number): WorldEvent {
  const [homeName, awayName] = ctx.rng.sample(competition.sides, 2) as [string, string];
  const event = eventInfo(
    ctx,
    `${homeName} v ${awayName}`,
    competition.countryCode,
    competition.timezone,
    startTime,
  );
  const place: EventPlace = { sport: 'SOCCER', competition, event };
  const home = sideSelectionId(homeName);
  const away = sideSelectionId(awayName);
  const common = { startTime, turnInPlayEnabled: true } as const;
  const markets: WorldMarket[] = [
    buildMarket(ctx, place, {
      ...common,
      kind: 'MATCH_ODDS',
      marketName: 'Match Odds',
      marketType: 'MATCH_ODDS',
      runners: [
        { selectionId: home, name: homeName, outcome: 'HOME' },
        { selectionId: away, name: awayName, outcome: 'AWAY' },
        { selectionId: FIXED_SELECTIONS.draw, name: 'The Draw', outcome: 'DRAW' },
      ],
    }),
    buildMarket(ctx, place, {
      ...common,
      kind: 'OVER_UNDER_25',
      marketName: 'Over/Under 2.5 Goals',
      marketType: 'OVER_UNDER_25',
      runners: [
        { selectionId: FIXED_SELECTIONS.under25, name: 'Under 2.5 Goals', outcome: 'UNDER' },
        { selectionId: FIXED_SELECTIONS.over25, name: 'Over 2.5 Goals', outcome: 'OVER' },
      ],
    }),
    buildMarket(ctx, place, {
      ...common,
      kind: 'CORRECT_SCORE',
      marketName: 'Correct Score',
      marketType: 'CORRECT_SCORE',
      runners: correctScoreRunners(),
    }),
    buildMarket(ctx, place, {
      ...common,
      kind: 'BOTH_TEAMS_TO_SCORE',
      marketName: 'Both teams to Score?',
      marketType: 'BOTH_TEAMS_TO_SCORE',
      runners: [
        { selectionId: FIXED_SELECTIONS.bttsYes, name: 'Yes', outcome: 'YES' },
        { selectionId: FIXED_SELECTIONS.bttsNo, name: 'No', outcome: 'NO' },
      ],
    }),
  ];
  if (ctx.rng.chance(0.6)) {
    markets.push(
      buildMarket(ctx, place, {
        ...common,
        kind: 'ASIAN_HANDICAP',
        marketName: 'Asian Handicap',
        marketType: 'ASIAN_HANDICAP',
        runners: HANDICAP_LINES.flatMap((line) => [
          { selectionId: home, name: homeName, outcome: 'AH:HOME', handicap: line },
          { selectionId: away, name: awayName, outcome: 'AH:AWAY', handicap: -line },
        ]),
        // One winner per handicap line (a push voids the line).
        extra: {
          bettingType: 'ASIAN_HANDICAP_DOUBLE_LINE',
          priceLadderType: 'FINEST',
          numberOfWinners: HANDICAP_LINES.length,
        },
      }),
    );
  }
  const sides = {
    eventId: event.id,
    eventTypeId: SPORTS.SOCCER.id,
    homeName,
    awayName,
    startTime,
    broadcasts: broadcastsFor(ctx.rng, competition.countryCode),
  };
  const model = new SoccerModel(sides, ctx.rng.between(0.9, 2.1), ctx.rng.between(0.7, 1.8));
  return { sport: 'SOCCER', event, startTime, markets, model };
}
