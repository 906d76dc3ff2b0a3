// Outright WINNER markets: the competition's winner, priced from drifting strengths and settled
// on the clock alone (no match is played; the winner is drawn at the market's time).
import { OutrightModel } from '../lifecycle/models/outright-model.js';
import type { CompetitionSeed } from './names-competitions.js';
import { buildMarket, eventInfo, type BuildContext } from './market-factory.js';
import { sideSelectionId } from './world-ids.js';
import type { SportKey, WorldEvent } from './world-model.js';

export function outrightEvent(
  ctx: BuildContext,
  sport: SportKey,
  competition: CompetitionSeed,
  time: number,
): WorldEvent {
  const event = eventInfo(ctx, competition.name, competition.countryCode, competition.timezone, time);
  const market = buildMarket(
    ctx,
    { sport, competition, event },
    {
      kind: 'WINNER',
      marketName: 'Winner',
      marketType: 'WINNER',
      startTime: time,
      turnInPlayEnabled: false,
      runners: competition.sides.map((side, index) => ({
        selectionId: sideSelectionId(side),
        name: side,
        outcome: `RUNNER:${index}`,
      })),
    },
  );
  const model = new OutrightModel(competition.sides.map(() => Math.exp(ctx.rng.normal())));
  return { sport, event, startTime: time, markets: [market], model };
}
