// The exchange's video player path, `/GetPlayer.do` (Betfair's), with the three pages its `tr`
// parameter picks, as the product's live stream panel (trading-core §2, tabs 1 Watch Live,
// 2 Match View, 3 Match Stats) and the broadcast modal's link (account-and-product §3) ask for them:
// - `tr=1` (or none): live video. The simulator has no video: the page follows the match on the
//   scoreboard instead (teams, score, status, minute), reloading itself every 21 s like the
//   product's score polls;
// - `tr=2`: the match view (`match-view-page.ts`), a visualisation drawn from the scoreboard;
// - `tr=3`: the match stats (`match-stats-page.ts`), a statistics table.
// The event is named by `eID=<eventId>` or, as the product's panel keys its frame, by
// `mID=<marketId>` (the market's event). Public, like the in-play service. Every text is escaped,
// and the pages carry their own policy: no script, nothing loaded (player-page.ts).
import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../simulator.js';
import { escapeHtml } from '../identity/html.js';
import { matchStatsHtml } from './match-stats-page.js';
import { matchViewHtml } from './match-view-page.js';
import { playerPage, PLAYER_PAGE_CSP, teamsOf } from './player-page.js';
import type { LiveEventState } from './scoreboard.js';

export const VIDEO_PLAYER_PATH = '/GetPlayer.do';

const VIDEO_REFRESH_SECONDS = 21;
const EVENT_ID = /^\d{1,19}$/;
const MARKET_ID = /^\d{1,3}\.\d{1,15}$/;
const PAGES: Readonly<Record<string, (state: LiveEventState | undefined) => string>> = {
  '1': videoPageHtml,
  '2': matchViewHtml,
  '3': matchStatsHtml,
};

export function videoPageHtml(state: LiveEventState | undefined): string {
  if (state === undefined)
    return playerPage(
      'Live video',
      '<main class="note"><h1>Live video</h1><p>This event has no live video or scoreboard.</p></main>',
      VIDEO_REFRESH_SECONDS,
    );
  const teams = teamsOf(state);
  const score = `${escapeHtml(state.score.home.score)} – ${escapeHtml(state.score.away.score)}`;
  const minute = state.timeElapsed > 0 ? ` · ${state.timeElapsed}'` : '';
  return playerPage(
    `Live: ${state.homeName} v ${state.awayName}`,
    `<main class="note"><h1>${teams}</h1><p class="score">${score}</p><p>${escapeHtml(state.matchStatus)}${minute}</p>` +
      '<p>The embedded exchange has no video feed: this page follows the match on its scoreboard.</p></main>',
    VIDEO_REFRESH_SECONDS,
  );
}

type Query = Record<string, unknown>;

function badRequest(message: string) {
  return { statusCode: 400, error: 'Bad Request', code: 'INVALID_PLAYER_QUERY', message };
}

/** The event the query names: eID as given, or mID's event (undefined for an unknown market). */
function eventIdOf(query: Query, simulator: Simulator): string | undefined | Error {
  const eventId = query['eID'];
  const marketId = query['mID'];
  if (eventId !== undefined) {
    return typeof eventId === 'string' && EVENT_ID.test(eventId) ? eventId : new Error('eID is 1-19 digits');
  }
  if (typeof marketId !== 'string' || !MARKET_ID.test(marketId))
    return new Error('eID (1-19 digits) or mID (a market id such as 1.234) is required');
  return simulator.exchange.markets.get(marketId)?.spec.event.id;
}

export function registerVideoPage(app: FastifyInstance, simulator: Simulator): void {
  app.get(VIDEO_PLAYER_PATH, (request, reply) => {
    const query = (request.query ?? {}) as Query;
    const tab = query['tr'] ?? '1';
    const render = typeof tab === 'string' ? PAGES[tab] : undefined;
    if (render === undefined) return reply.code(400).send(badRequest('tr is 1, 2 or 3'));
    const eventId = eventIdOf(query, simulator);
    if (eventId instanceof Error) return reply.code(400).send(badRequest(eventId.message));
    const state = eventId === undefined ? undefined : simulator.scoreboard.get(eventId);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', PLAYER_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(render(state));
  });
}
