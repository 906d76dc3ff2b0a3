import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import { Simulator } from '../simulator.js';
import { marketSpec } from '../testing/fixtures.js';
import { matchStatsHtml, statisticsOf } from './match-stats-page.js';
import { attackingSide, matchViewHtml } from './match-view-page.js';
import type { LiveEventState, UpdateDetail } from './scoreboard.js';
import { registerVideoPage, videoPageHtml } from './video-page.js';

const MALICIOUS = '<img src=x onerror=alert(1)>';

const detail = (
  updateId: number,
  type: UpdateDetail['type'],
  team: 'home' | 'away' | undefined,
  matchTime: number,
  teamName = team === 'home' ? 'Arsenal' : 'Chelsea',
): UpdateDetail => ({
  updateId,
  type,
  team,
  teamName: team === undefined ? undefined : teamName,
  matchTime,
  updateTime: `2026-01-01T15:${String(matchTime % 60).padStart(2, '0')}:00.000Z`,
});

const football: LiveEventState = {
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
    away: { name: 'Chelsea', score: '1', numberOfYellowCards: 0, numberOfRedCards: 0 },
  },
  updateDetails: [
    detail(1, 'KickOff', undefined, 0),
    detail(2, 'Goal', 'away', 12),
    detail(3, 'Goal', 'home', 40),
    detail(4, 'YellowCard', 'home', 51),
    detail(5, 'Goal', 'home', 55),
  ],
  broadcasts: { isLiveVideoAvailable: true, isDataVisualizationAvailable: true, tv: [] },
};

const hostile: LiveEventState = {
  ...football,
  homeName: MALICIOUS,
  awayName: 'Away & "Co"',
  matchStatus: '<b>LIVE</b>',
  score: { home: { name: MALICIOUS, score: '<i>1</i>' }, away: { name: 'x', score: '0' } },
  updateDetails: [detail(1, 'Goal', 'home', 3, MALICIOUS)],
};

const tennis: LiveEventState = {
  ...football,
  eventId: '30000002',
  eventTypeId: '2',
  homeName: 'Alcaraz',
  awayName: 'Sinner',
  matchStatus: 'IN_PLAY',
  score: {
    home: {
      name: 'Alcaraz',
      score: '30',
      sets: '1',
      games: '4',
      gameSequence: ['6', '3'],
      isServing: true,
      aces: '6',
    },
    away: {
      name: 'Sinner',
      score: '15',
      sets: '1',
      games: '3',
      gameSequence: ['4', '6'],
      isServing: false,
      aces: '4',
    },
  },
  updateDetails: [],
};

describe('the player pages escape every name (they are data)', () => {
  it.each([
    ['live video', videoPageHtml],
    ['match view', matchViewHtml],
    ['match stats', matchStatsHtml],
  ])('%s', (_, render) => {
    const html = render(hostile);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>LIVE');
    expect(html).not.toContain('<i>1');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // No script element and no event-handler attribute (quoted values, escaped text, set aside).
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<script|<[^>]*\son[a-z]+=/i);
  });
});

describe('match view', () => {
  it('draws the pitch, the score, the clock and the last two events, newest first', () => {
    const html = matchViewHtml(football);
    expect(html).toContain('<svg viewBox="0 0 120 78"');
    expect(html).toContain('<span class="score">2 – 1</span>');
    expect(html).toContain("<span>Second half</span><span>67'</span>");
    expect(html).toContain(
      `<ul class="events" aria-label="Last events"><li>55' Goal – Arsenal</li><li>51' Yellow card – Arsenal</li></ul>`,
    );
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
  });

  it('shows the side that restarts after the last goal or card as attacking', () => {
    expect(attackingSide(football.updateDetails)).toBe('away');
    expect(matchViewHtml(football)).toContain('Chelsea attacking');
    expect(attackingSide([detail(1, 'YellowCard', 'away', 5)])).toBe('home');
    expect(attackingSide([detail(1, 'KickOff', undefined, 0)])).toBeUndefined();
  });

  it('marks who serves in tennis and shows the set scores', () => {
    const html = matchViewHtml(tennis);
    expect(html).toContain('<circle cx="30" cy="27" r="2"');
    expect(html).not.toContain('<circle cx="90" cy="27" r="2"');
    expect(html).toContain('>6  3</text>');
  });

  it('says the event is not followed when the scoreboard does not know it', () => {
    expect(matchViewHtml(undefined)).toContain('Match view: this event is not followed live.');
  });
});

describe('match stats', () => {
  it('tabulates goals by half and cards for football', () => {
    expect(statisticsOf(football)).toEqual([
      ['Score', '2', '1'],
      ['Goals, first half', '1', '1'],
      ['Goals, second half', '1', '0'],
      ['Yellow cards', '1', '0'],
      ['Red cards', '0', '0'],
    ]);
    const html = matchStatsHtml(football);
    expect(html).toContain('<tr><td>1</td><th scope="row">Yellow cards</th><td>0</td></tr>');
    expect(html).toContain("<li>0' Kick-off</li>");
  });

  it('tabulates sets, games and aces for tennis, only rows the scoreboard keeps', () => {
    expect(statisticsOf(tennis)).toEqual([
      ['Score', '30', '15'],
      ['Sets', '1', '1'],
      ['Set 1', '6', '4'],
      ['Set 2', '3', '6'],
      ['Games', '4', '3'],
      ['Aces', '6', '4'],
    ]);
  });
});

describe('GET /GetPlayer.do', () => {
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    const simulator = new Simulator({ clock: new ManualClock() });
    simulator.exchange.addMarket(marketSpec({ marketId: '1.100000001' }));
    simulator.scoreboard.set(football);
    app = Fastify();
    registerVideoPage(app, simulator);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['1', 'Live: Arsenal v Chelsea'],
    ['2', 'Match view: Arsenal v Chelsea'],
    ['3', 'Match stats: Arsenal v Chelsea'],
  ])('tr=%s by the market id serves its page under a policy that runs no script', async (tab, title) => {
    const response = await fetch(`${origin}/GetPlayer.do?tr=${tab}&mID=1.100000001&allowPopup=false`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src|unsafe-eval/);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    // Nothing the policy would block: no script, no external load.
    expect(html).not.toMatch(/<script|<link|src="http|href="http/i);
  });

  it('answers the event id too, and a page saying so for a market or event not followed', async () => {
    expect(await (await fetch(`${origin}/GetPlayer.do?tr=2&eID=30000001`)).text()).toContain(
      'Match view: Arsenal v Chelsea',
    );
    expect(await (await fetch(`${origin}/GetPlayer.do?tr=3&mID=1.999`)).text()).toContain(
      'Match stats: this event is not followed live.',
    );
  });

  it.each([
    '/GetPlayer.do?tr=4&mID=1.100000001',
    '/GetPlayer.do?tr=2',
    '/GetPlayer.do?tr=2&mID=<script>',
    '/GetPlayer.do?tr=2&eID=1.5',
    '/GetPlayer.do?tr=2&tr=3&mID=1.100000001',
  ])('refuses %s with a JSON 400', async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_PLAYER_QUERY' });
  });
});
