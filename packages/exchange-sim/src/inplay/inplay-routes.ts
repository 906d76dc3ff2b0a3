// The in-play service and the silk images on Betfair's paths (architecture.md, URL layout:
// `/inplayservice/v1/...`; trading-core §2 silks by COLOURS_FILENAME). Both are public on
// Betfair, so neither asks for an app key or a session.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Simulator } from '../simulator.js';
import { InPlayQueryError, parseEventId, parseEventIds } from './inplay-query.js';
import { eventDetailsView, eventTimelineView, scoresAndBroadcastView, stateView } from './inplay-views.js';
import type { LiveEventState } from './scoreboard.js';
import { silkEtag, silkSvg } from './silk-svg.js';
import { registerVideoPage } from './video-page.js';

const IN_PLAY_BASE = '/inplayservice/v1';
export const SILKS_BASE = '/feeds_images/Horses/SilkColours';

const SILK_PATH = /^[A-Za-z0-9/_.-]{1,200}$/;
/** Silks never change for a name: let browsers and proxies keep them for a year. */
const SILK_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type View = (state: LiveEventState) => unknown;

const LIST_ENDPOINTS: ReadonlyArray<readonly [path: string, view: View]> = [
  ['eventDetails', eventDetailsView],
  ['scores', stateView],
  ['scoresAndBroadcast', scoresAndBroadcastView],
  ['eventTimelines', eventTimelineView],
];

function badRequest(reply: FastifyReply, code: string, message: string): FastifyReply {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', code, message });
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  const query = request.query;
  return typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
}

function registerInPlayService(app: FastifyInstance, simulator: Simulator): void {
  for (const [path, view] of LIST_ENDPOINTS) {
    app.get(`${IN_PLAY_BASE}/${path}`, (request, reply) => {
      let eventIds: string[];
      try {
        eventIds = parseEventIds(queryOf(request));
      } catch (error) {
        if (error instanceof InPlayQueryError) return badRequest(reply, error.code, error.message);
        throw error;
      }
      // Unknown events are simply absent from the answer, in the order they were asked for.
      const states = eventIds.flatMap((id) => simulator.scoreboard.get(id) ?? []);
      return reply.header('Cache-Control', 'no-cache').send(states.map(view));
    });
  }
  // The singular timeline answers one object, or {} for an event the service does not follow.
  app.get(`${IN_PLAY_BASE}/eventTimeline`, (request, reply) => {
    let eventId: string;
    try {
      eventId = parseEventId(queryOf(request));
    } catch (error) {
      if (error instanceof InPlayQueryError) return badRequest(reply, error.code, error.message);
      throw error;
    }
    const state = simulator.scoreboard.get(eventId);
    return reply
      .header('Cache-Control', 'no-cache')
      .send(state === undefined ? {} : eventTimelineView(state));
  });
}

function registerSilks(app: FastifyInstance): void {
  app.get(`${SILKS_BASE}/*`, (request, reply) => {
    const params = request.params as Record<string, string | undefined>;
    const name = params['*'] ?? '';
    if (!SILK_PATH.test(name) || name.includes('..')) {
      return badRequest(reply, 'INVALID_SILK_PATH', 'silk paths are 1-200 characters of A-Z a-z 0-9 / _ . -');
    }
    const etag = silkEtag(name);
    reply.header('Cache-Control', SILK_CACHE_CONTROL).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(silkSvg(name));
  });
}

/** Mounts the in-play service, the silk images and the live video page on the exchange's Fastify instance. */
export function registerInPlayRoutes(app: FastifyInstance, simulator: Simulator): void {
  registerInPlayService(app, simulator);
  registerSilks(app);
  registerVideoPage(app, simulator);
}
