import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiNg } from '../api-ng/testing/api-ng-harness.js';
import { nextMarket, worldFixture } from '../lifecycle/world-testing.js';
import { exchangeSimPlugin } from './plugin.js';
import { GOAL_PATH } from './simulator-goal.js';

const MINUTE = 60_000;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A football and tennis world (no liquidity: only the scores matter here) behind the exchange plugin. */
async function served(marketControls: boolean) {
  const fixture = worldFixture({ sports: ['SOCCER', 'TENNIS'], liquidity: false, historyMs: 0 });
  app = Fastify();
  await app.register(exchangeSimPlugin, { simulator: fixture.simulator, marketControls });
  const goal = async (body: unknown) => {
    const response = await app!.inject({
      method: 'POST',
      url: GOAL_PATH,
      headers: { 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const get = async <T>(url: string): Promise<T> => (await app!.inject({ url })).json<T>();
  return { ...fixture, goal, get };
}

interface Scores {
  score: { home: { score: string }; away: { score: string } };
  updateDetails: Array<{ updateId: number; type: string; team?: string; matchTime: number }>;
}

describe('POST /simulator/goal', () => {
  it('scores a goal in an in-play football match: the in-play service shows it at once', async () => {
    const { clock, world, goal, get } = await served(true);
    const { event, market } = nextMarket(world, clock.now(), 'MATCH_ODDS', '1');
    const eventId = event.event.id;
    clock.advance(event.startTime - clock.now() + 30 * MINUTE);
    const [before] = await get<Scores[]>(`/inplayservice/v1/scores?eventIds=${eventId}`);
    const away = before!.score.away.score;
    const home = Number(before!.score.home.score);
    const lastId = Math.max(...before!.updateDetails.map((update) => update.updateId));

    const answer = await goal({ eventId, team: 'home' });

    expect(answer).toEqual({
      status: 200,
      body: { eventId, team: 'home', score: { home: String(home + 1), away }, updateId: lastId + 1 },
    });
    const [after] = await get<Scores[]>(`/inplayservice/v1/scores?eventIds=${eventId}`);
    expect(after!.score.home.score).toBe(String(home + 1));
    const timeline = await get<Scores>(`/inplayservice/v1/eventTimeline?eventId=${eventId}`);
    expect(timeline.updateDetails.at(-1)).toMatchObject({ updateId: lastId + 1, type: 'Goal', team: 'home' });
    expect(market.status).toBe('SUSPENDED');
    // The id as the in-play service sends it (a JSON number) is taken too.
    expect((await goal({ eventId: Number(eventId), team: 'away' })).status).toBe(200);
  });

  it('answers a clear 400 for a malformed body, 404 for an unknown event, 409 when no goal can be scored', async () => {
    const { clock, world, goal } = await served(true);
    const football = nextMarket(world, clock.now(), 'MATCH_ODDS', '1').event;
    const tennis = nextMarket(world, clock.now(), 'MATCH_ODDS', '2').event;
    const eventId = football.event.id;
    for (const body of [
      {},
      { eventId },
      { eventId, team: 'HOME' },
      { eventId, team: 1 },
      { eventId: 'abc', team: 'home' },
      { eventId: '', team: 'home' },
      { eventId: 1.5, team: 'home' },
      [eventId, 'home'],
      'null',
    ]) {
      const answer = await goal(body);
      expect(answer).toMatchObject({ status: 400, body: { error: 'INVALID_GOAL' } });
      expect(answer.body.message).toContain('"team": "home" or "away"');
    }
    expect((await goal('{"eventId":')).status).toBe(400);
    expect(await goal({ eventId: '999999999', team: 'home' })).toMatchObject({
      status: 404,
      body: { error: 'UNKNOWN_EVENT' },
    });
    expect(await goal({ eventId, team: 'home' })).toMatchObject({
      status: 409,
      body: { error: 'NOT_IN_PLAY' },
    });
    clock.advance(Math.max(football.startTime, tennis.startTime) - clock.now() + MINUTE);
    expect(await goal({ eventId: tennis.event.id, team: 'home' })).toMatchObject({
      status: 409,
      body: { error: 'NOT_FOOTBALL' },
    });
  });

  it('is not mounted unless the host asks for market controls', async () => {
    const { clock, world, goal } = await served(false);
    const { event } = nextMarket(world, clock.now(), 'MATCH_ODDS', '1');
    clock.advance(event.startTime - clock.now() + 10 * MINUTE);
    expect((await goal({ eventId: event.event.id, team: 'home' })).status).toBe(404);
  });

  it('says so when the exchange runs no market world', async () => {
    const harness = await startApiNg({ marketControls: true });
    try {
      const answer = await harness.post(GOAL_PATH, '{"eventId":"1","team":"home"}', {});
      expect(answer).toMatchObject({ status: 409, body: { error: 'NO_WORLD' } });
    } finally {
      await harness.close();
    }
  });
});
