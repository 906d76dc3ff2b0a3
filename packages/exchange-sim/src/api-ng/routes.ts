// API-NG on HTTP (betfair-protocol §1; architecture.md, URL layout): the JSON-RPC endpoints of
// the three services, the REST endpoints (`/rest/v1.0/<op>/` and `/rest/v1/<op>`, with or without
// the trailing slash) and the navigation menu, in a Fastify scope that reads every body as text so
// malformed JSON gets Betfair's envelope instead of Fastify's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../core/api-error.js';
import type { Simulator } from '../simulator.js';
import { navigationMenu } from './navigation/menu-tree.js';
import type { ApiService, OperationTable } from './operation-handler.js';
import { API_NG_OPERATIONS } from './operation-table.js';
import { authenticate } from './transport/authenticate.js';
import { answerJsonRpc } from './transport/json-rpc.js';
import { answerRest, restReply } from './transport/rest.js';

const SERVICES: readonly ApiService[] = ['betting', 'account', 'heartbeat'];
const REST_VERSIONS = ['v1.0', 'v1'] as const;

/** Results may be bare strings (getVendorClientId): always send JSON text. */
const sendJson = (reply: FastifyReply, status: number, body: unknown): FastifyReply =>
  reply.code(status).type('application/json').send(JSON.stringify(body));

export async function registerApiNgRoutes(
  app: FastifyInstance,
  simulator: Simulator,
  table: OperationTable = API_NG_OPERATIONS,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    // betfair-protocol §1.4: `Expect: 100-continue` must not be sent; Betfair answers 417.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.headers.expect?.toLowerCase() === '100-continue') await reply.code(417).send();
    });
    for (const service of SERVICES) {
      scope.post(`/exchange/${service}/json-rpc/v1`, async (request, reply) =>
        sendJson(reply, 200, await answerJsonRpc(simulator, table, service, request.body, request.headers)),
      );
      for (const version of REST_VERSIONS) {
        for (const slash of ['', '/']) {
          scope.post<{ Params: { operation: string } }>(
            `/exchange/${service}/rest/${version}/:operation${slash}`,
            async (request, reply) => {
              const answer = await answerRest(
                simulator,
                table,
                service,
                request.params.operation,
                request.body,
                request.headers,
              );
              return sendJson(reply, answer.status, answer.body);
            },
          );
        }
      }
    }
    scope.get('/exchange/betting/rest/v1/en/navigation/menu.json', async (request, reply) => {
      try {
        authenticate(simulator, request.headers, 'session');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const answer = restReply('betting', {
          kind: 'exception',
          errorCode: error.errorCode,
          errorDetails: error.errorDetails,
        });
        return sendJson(reply, answer.status, answer.body);
      }
      return sendJson(reply, 200, navigationMenu(simulator.exchange));
    });
    done();
  });
}
