// Against Betfair, the exchange's public pages and data that the web app asks this origin for
// (the embedded exchange serves them here in sim mode) come from Betfair's own hosts, so the same
// web code works in both modes:
// - the runner price/volume chart image and the live video page: the browser is redirected there,
//   with the query as it came (only the query travels; the hosts are configuration, so this is
//   no open redirect);
// - the in-play service's JSON: fetched here and passed on (a browser fetch would need Betfair to
//   allow this origin).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/config.js';

export const RUNNER_CHART_PATH = '/LoadRunnerInfoChartAction/';
export const VIDEO_PLAYER_PATH = '/GetPlayer.do';
const IN_PLAY_PATH = /^\/inplayservice\/(v1\/[A-Za-z]{1,40})$/;
const IN_PLAY_TIMEOUT_MS = 15_000;

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
