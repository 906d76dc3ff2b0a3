// The identity API (betfair-protocol §4.1–§4.3): interactive login, certificate login, keepAlive
// and logout, under `/identitysso/api/` (architecture.md, URL layout). Every answer is HTTP 200,
// failures included.
import type { CertLoginResponse, KeepAliveResponse, LoginResponse } from '@greenbook/betfair';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Simulator } from '../simulator.js';
import { checkCredentials } from './credentials.js';
import { formField, headerField, queryField } from './form-body.js';
import { acceptsJson, sendIdentityResult } from './identity-reply.js';

/**
 * Username and password from the form body (§4.2); failing that from the query string, which
 * older Betfair samples used [?]. The body wins when both are sent.
 */
function credentialsOf(request: FastifyRequest): {
  username: string | undefined;
  password: string | undefined;
} {
  return {
    username: formField(request, 'username') ?? queryField(request, 'username'),
    password: formField(request, 'password') ?? queryField(request, 'password'),
  };
}

/** §4.2 `POST /api/login`; the session remembers X-Application as its app key (`product`). */
function login(simulator: Simulator, request: FastifyRequest): LoginResponse {
  const product = headerField(request, 'x-application') ?? '';
  const { username, password } = credentialsOf(request);
  const check = checkCredentials(simulator, username, password);
  if (!check.ok) return { token: '', product, status: 'FAIL', error: check.error };
  const session = simulator.sessions.create(
    'SSO',
    check.account.accountId,
    product === '' ? undefined : product,
  );
  return { token: session.token, product, status: 'SUCCESS', error: '' };
}

/**
 * §4.1 `POST /api/certlogin`. The simulator checks no TLS client certificate: it serves plain
 * HTTP behind the product's own server, and a bot that sends one loses nothing.
 */
function certLogin(simulator: Simulator, request: FastifyRequest): CertLoginResponse {
  const { username, password } = credentialsOf(request);
  const check = checkCredentials(simulator, username, password);
  if (!check.ok) return { loginStatus: check.error };
  const product = headerField(request, 'x-application');
  const session = simulator.sessions.create('SSO', check.account.accountId, product);
  return { sessionToken: session.token, loginStatus: 'SUCCESS' };
}

type SessionAction = 'keepAlive' | 'logout';

/**
 * §4.3 keepAlive / logout. `Accept: application/json` and X-Authentication are mandatory: without
 * either nothing happens and the answer is INPUT_VALIDATION_ERROR (as an HTML page when JSON was
 * not asked for). keepAlive takes only SSO session tokens: an OAuth access token is renewed with
 * the token call's REFRESH_TOKEN grant (§4.5), so there it is NO_SESSION. logout ends either kind,
 * as Betfair's does: a vendor app signing a person out must be able to end the access token it
 * holds, not just forget it. `product` is X-Application, else the app key the session logged in with.
 */
function sessionAction(
  simulator: Simulator,
  request: FastifyRequest,
  action: SessionAction,
): KeepAliveResponse {
  const token = headerField(request, 'x-authentication') ?? '';
  const session = token === '' ? undefined : simulator.sessions.resolve(token);
  const product = headerField(request, 'x-application') ?? session?.appKey ?? '';
  if (token === '' || !acceptsJson(request)) {
    return { token, product, status: 'FAIL', error: 'INPUT_VALIDATION_ERROR' };
  }
  if (session === undefined || (action === 'keepAlive' && session.kind !== 'SSO')) {
    return { token, product, status: 'FAIL', error: 'NO_SESSION' };
  }
  if (action === 'keepAlive') simulator.sessions.keepAlive(token);
  else simulator.sessions.end(token);
  return { token, product, status: 'SUCCESS', error: '' };
}

/** Registers the identity API on a scope already prefixed with `/identitysso` and reading forms. */
export function registerIdentityApiRoutes(scope: FastifyInstance, simulator: Simulator): void {
  scope.post('/api/login', (request, reply): FastifyReply =>
    sendIdentityResult(request, reply, 'Login', { ...login(simulator, request) }),
  );
  scope.post('/api/certlogin', (request, reply): FastifyReply => reply.send(certLogin(simulator, request)));
  // POST per §4.3; GET too, as some clients send keepAlive without a body that way [?].
  for (const action of ['keepAlive', 'logout'] as const) {
    scope.route({
      method: ['GET', 'POST'],
      url: `/api/${action}`,
      handler: (request, reply): FastifyReply =>
        sendIdentityResult(request, reply, action, { ...sessionAction(simulator, request, action) }),
    });
  }
}
