// The runner price/volume chart (trading-core §7 third-party embeds) against Betfair: the web app
// asks this origin's chart path (where the embedded exchange draws it in sim mode), and the
// product sends the browser on to Betfair's chart host with the query as it came. Only the query
// travels; the host is configuration, so this is no open redirect.
import type { FastifyInstance } from 'fastify';

export const RUNNER_CHART_PATH = '/LoadRunnerInfoChartAction/';

export function registerRunnerChartRedirect(app: FastifyInstance, chartUrl: string): void {
  app.get(RUNNER_CHART_PATH, (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.header('Cache-Control', 'no-store').redirect(`${chartUrl}${query}`, 302);
  });
}
