// Against Betfair, the exchange's public pages and data that the web app asks this origin for
// (the embedded exchange serves them here in sim mode) come from Betfair's own hosts, so the same
// web code works in both modes:
// - the runner price/volume chart image and the live video page: the browser is redirected there,
//   with the query as it came (only the query travels; the hosts are configuration, so this is
//   no open redirect);
// - a jockey's silk image (the web app asks this origin's content path, as the embedded exchange
//   serves it here): redirected to the content host's silks folder with the file name as it came,
//   checked to stay a plain relative name inside that folder;
// - the in-play service's JSON: fetched here and passed on (a browser fetch would need Betfair to
//   allow this origin).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/config.js';

export const RUNNER_CHART_PATH = '/LoadRunnerInfoChartAction/';
export const VIDEO_PLAYER_PATH = '/GetPlayer.do';
/** The content path the web app reads silks from (apps/web lib/racing/silks.ts SILKS_PATH). */
export const SILKS_PATH = '/feeds_images/Horses/SilkColours/';
// A percent-encoded relative path: path characters only (no query, fragment or backslash).
const SILK_NAME = /^[A-Za-z0-9._~!$&'()*+,;=:@%/-]{1,400}$/;
const IN_PLAY_PATH = /^\/inplayservice\/(v1\/[A-Za-z]{1,40})$/;
const IN_PLAY_TIMEOUT_MS = 15_000;

/** The silk's file name as the browser sent it (still encoded), or undefined if it may not travel. */
function silkName(url: string): string | undefined {
  const name = (url.split('?')[0] ?? '').slice(SILKS_PATH.length);
  if (!SILK_NAME.test(name)) return undefined;
  let segments: string[];
  try {
    segments = name.split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  // No empty, '.' or '..' segment, encoded or not, and no separator hidden in one.
  const plain = segments.every(
    (segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[/\\]/.test(segment),
  );
  return plain ? name : undefined;
}

function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
}

export function registerBetfairPublicRoutes(app: FastifyInstance, betfair: ServerConfig['betfair']): void {
  for (const [path, target] of [
    [RUNNER_CHART_PATH, betfair.chartUrl],
    [VIDEO_PLAYER_PATH, betfair.videoUrl],
  ] as const) {
    app.get(path, (request, reply) =>
      reply.header('Cache-Control', 'no-store').redirect(`${target}${queryOf(request.url)}`, 302),
    );
  }
  app.get(`${SILKS_PATH}*`, (request, reply) => {
    const name = silkName(request.url);
    if (name === undefined)
      return reply
        .code(400)
        .send({ error: 'Bad Request', code: 'INVALID_SILK_PATH', message: 'Not a silk file name' });
    // A silk's name never changes its picture; the address it moves to only changes with the configuration.
    return reply.header('Cache-Control', 'public, max-age=3600').redirect(`${betfair.silksUrl}${name}`, 302);
  });
  app.get('/inplayservice/*', async (request, reply) => {
    const path = IN_PLAY_PATH.exec(request.url.split('?')[0] ?? '')?.[1];
    if (path === undefined)
      return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such in-play service call' });
    let status: number;
    let body: string;
    try {
      const answer = await fetch(`${new URL(path, betfair.inPlayUrl).href}${queryOf(request.url)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(IN_PLAY_TIMEOUT_MS),
      });
      status = answer.status;
      body = await answer.text();
    } catch {
      return reply.code(502).send({ error: 'BAD_GATEWAY', message: 'The in-play service did not answer' });
    }
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}
