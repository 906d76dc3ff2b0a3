import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import { Simulator } from '../simulator.js';
import { registerInPlayRoutes } from './inplay-routes.js';
import type { LiveEventState } from './scoreboard.js';

const soccer: LiveEventState = {
  eventId: '30000001',
  eventTypeId: '1',
  homeName: 'Arsenal',
  awayName: 'Chelsea',
  startTime: '2026-01-01T15:00:00.000Z',
  matchStatus: 'SECOND_HALF',
  timeElapsed: 67,
  elapsedRegularTime: 67,
  score: {
    home: { name: 'Arsenal', score: '2', numberOfYellowCards: 1, numberOfRedCards: 0 },
    away: { name: 'Chelsea', score: '1', numberOfYellowCards: 2, numberOfRedCards: 1 },
  },
  // Deliberately out of order: the service sorts by time.
  updateDetails: [
    {
      updateId: 3,
      type: 'Goal',
      team: 'home',
      teamName: 'Arsenal',
      matchTime: 55,
      updateTime: '2026-01-01T16:10:00.000Z',
    },
    {
      updateId: 1,
      type: 'KickOff',
      team: undefined,
      teamName: undefined,
      matchTime: 0,
      updateTime: '2026-01-01T15:00:00.000Z',
    },
    {
      updateId: 2,
      type: 'Goal',
      team: 'away',
      teamName: 'Chelsea',
      matchTime: 12,
      updateTime: '2026-01-01T15:12:00.000Z',
    },
  ],
  broadcasts: {
    isLiveVideoAvailable: true,
    isDataVisualizationAvailable: true,
    tv: [{ channel: 'Sky Sports', country: 'GB' }],
  },
};

const tennis: LiveEventState = {
  eventId: '30000002',
  eventTypeId: '2',
  homeName: 'Alcaraz',
  awayName: 'Sinner',
  startTime: '2026-01-01T13:00:00.000Z',
  matchStatus: 'IN_PLAY',
  timeElapsed: 95,
  elapsedRegularTime: 95,
  currentSet: 3,
  score: {
    home: { name: 'Alcaraz', score: '30', sets: '1', games: '4', isServing: true, aces: '6' },
    away: { name: 'Sinner', score: '15', sets: '1', games: '3', isServing: false, aces: '4' },
  },
  updateDetails: [],
  broadcasts: { isLiveVideoAvailable: false, isDataVisualizationAvailable: true, tv: [] },
};

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  const simulator = new Simulator({ clock: new ManualClock() });
  simulator.scoreboard.set(soccer);
  simulator.scoreboard.set(tennis);
  app = Fastify();
  registerInPlayRoutes(app, simulator);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/inplayservice/v1`;
});

afterAll(async () => {
  await app.close();
});

const get = async (path: string): Promise<{ status: number; body: unknown; headers: Headers }> => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json(), headers: response.headers };
};

describe('in-play service (trading-core §7)', () => {
  it('answers eventDetails with names, broadcasts and the live state, unknown events absent', async () => {
    const { status, body, headers } = await get(
      '/eventDetails?alt=json&locale=en_GB&regionCode=UK&eventIds=30000001,99999999,30000002',
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toHaveLength(2);
    const [first, second] = body as Array<Record<string, unknown>>;
    expect(first).toMatchObject({
      eventId: 30000001,
      eventTypeId: 1,
      startTime: '2026-01-01T15:00:00.000Z',
      homeName: 'Arsenal',
      awayName: 'Chelsea',
      broadcasts: {
        isLiveVideoAvailable: true,
        isDataVisualizationAvailable: true,
        tv: [{ channel: 'Sky Sports', country: 'GB' }],
      },
      state: {
        eventId: 30000001,
        matchStatus: 'SECOND_HALF',
        status: 'IN_PLAY',
        timeElapsed: 67,
        elapsedRegularTime: 67,
        fullTimeElapsed: { hour: 1, min: 7, sec: 0 },
        hasSets: false,
        score: {
          home: { name: 'Arsenal', score: '2' },
          away: { name: 'Chelsea', score: '1' },
          numberOfYellowCards: 3,
          numberOfRedCards: 1,
        },
      },
    });
    expect(second).toMatchObject({
      eventId: 30000002,
      homeName: 'Alcaraz',
      state: {
        currentSet: 3,
        hasSets: true,
        score: { home: { sets: '1', games: '4', isServing: true, aces: '6' } },
      },
    });
  });

  it('answers scores as the bare state and scoresAndBroadcast without the names', async () => {
    const scores = await get('/scores?eventIds=30000002');
    expect(scores.body).toEqual([
      expect.objectContaining({ eventId: 30000002, eventTypeId: 2, currentSet: 3, matchStatus: 'IN_PLAY' }),
    ]);
    const both = await get('/scoresAndBroadcast?eventIds=30000002&locale=de');
    const [entry] = both.body as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({ eventId: 30000002, broadcasts: { isDataVisualizationAvailable: true } });
    expect(entry).not.toHaveProperty('homeName');
  });

  it('orders timeline updates by time', async () => {
    const { body } = await get('/eventTimelines?eventIds=30000001');
    const [timeline] = body as Array<{ updateDetails: Array<{ updateId: number; type: string }> }>;
    expect(timeline!.updateDetails.map((update) => update.updateId)).toEqual([1, 2, 3]);
    expect(timeline).toMatchObject({
      eventId: 30000001,
      score: { home: { score: '2' }, away: { score: '1' } },
      updateDetails: [
        { type: 'KickOff', matchTime: 0 },
        { type: 'Goal', team: 'away', teamName: 'Chelsea', matchTime: 12 },
        { type: 'Goal', team: 'home', teamName: 'Arsenal', matchTime: 55 },
      ],
    });
    expect(timeline!.updateDetails[0]).not.toHaveProperty('team');
  });

  it('answers the singular eventTimeline as one object, {} for an unknown event', async () => {
    const known = await get('/eventTimeline?eventId=30000001&alt=json');
    expect(known.body).toMatchObject({ eventId: 30000001, timeElapsed: 67 });
    const unknown = await get('/eventTimeline?eventId=12345678');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({});
  });

  it('answers an empty list when no asked event is followed', async () => {
    expect((await get('/scores?eventIds=11111111')).body).toEqual([]);
  });

  it.each([
    ['/scores', 'INVALID_EVENT_IDS'],
    ['/scores?eventIds=', 'INVALID_EVENT_IDS'],
    ['/scores?eventIds=123,abc', 'INVALID_EVENT_IDS'],
    ['/scores?eventIds=1,,2', 'INVALID_EVENT_IDS'],
    ['/scores?eventIds=1&eventIds=2', 'INVALID_PARAMETER'],
    [`/scores?eventIds=${Array.from({ length: 251 }, (_, i) => 1000 + i).join(',')}`, 'INVALID_EVENT_IDS'],
    ['/eventDetails?eventIds=1&alt=xml', 'INVALID_PARAMETER'],
    ['/eventDetails?eventIds=1&locale=english', 'INVALID_PARAMETER'],
    ['/eventDetails?eventIds=1&regionCode=uk', 'INVALID_PARAMETER'],
    ['/eventTimeline', 'INVALID_EVENT_ID'],
    ['/eventTimeline?eventId=1,2', 'INVALID_EVENT_ID'],
  ])('refuses %s with a JSON 400 (%s)', async (path, code) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code });
  });

  it("serves the event's live video page: the scoreboard, escaped, in place of a video", async () => {
    const origin = base.replace('/inplayservice/v1', '');
    const response = await fetch(`${origin}/GetPlayer.do?tr=1&eID=30000001&contentType=viz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>Arsenal v Chelsea</h1>');
    expect(html).toContain('<p class="score">2 – 1</p>');
    expect(html).toContain("SECOND_HALF · 67'");
    expect(await (await fetch(`${origin}/GetPlayer.do?eID=99999999`)).text()).toContain(
      'This event has no live video or scoreboard.',
    );
    expect((await fetch(`${origin}/GetPlayer.do?eID=<script>`)).status).toBe(400);
  });
});
