// The exchange's live video page for an event (account-and-product §3 "a broadcast modal offers a
// link to the exchange's live video page for the event id"), on Betfair's video player path
// `/GetPlayer.do?eID=<eventId>`. The simulator has no video: its page follows the match on the
// scoreboard instead (teams, score, status, minute), reloading itself every 21 s like the product's
// score polls. Public, like the in-play service. Every text is escaped.
import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../simulator.js';
import type { LiveEventState } from './scoreboard.js';
import { escapeHtml } from '../identity/html.js';

export const VIDEO_PLAYER_PATH = '/GetPlayer.do';

const EVENT_ID = /^\d{1,19}$/;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="21"><title>${title}</title><style>body{font-family:sans-serif;background:#101418;color:#f2f2f2;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;text-align:center}main{padding:24px}.score{font-size:2.4rem;font-weight:bold;margin:12px 0}.note{color:#9aa4ad;font-size:.85rem}</style></head><body><main>${body}</main></body></html>`;
}

export function videoPageHtml(state: LiveEventState | undefined): string {
  if (state === undefined)
    return page('Live video', '<h1>Live video</h1><p>This event has no live video or scoreboard.</p>');
  const teams = `${escapeHtml(state.homeName)} v ${escapeHtml(state.awayName)}`;
  const score = `${escapeHtml(state.score.home.score)} – ${escapeHtml(state.score.away.score)}`;
  const minute = state.timeElapsed > 0 ? ` · ${state.timeElapsed}'` : '';
  return page(
    `Live: ${teams}`,
    `<h1>${teams}</h1><p class="score">${score}</p><p>${escapeHtml(state.matchStatus)}${minute}</p>` +
      '<p class="note">The embedded exchange has no video feed: this page follows the match on its scoreboard.</p>',
  );
}

export function registerVideoPage(app: FastifyInstance, simulator: Simulator): void {
  app.get(VIDEO_PLAYER_PATH, (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const eventId = query['eID'];
    if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        code: 'INVALID_EVENT_ID',
        message: 'eID is 1-19 digits',
      });
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(videoPageHtml(simulator.scoreboard.get(eventId)));
  });
}
