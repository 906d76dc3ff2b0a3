// Sign-in through the exchange's vendor sign-on (account-and-product §2 login pages, §7 product
// service, §8 login errors; issue 5 §2):
//   GET /api/betfair/sign-on            where the browser sends the person (no secret in it)
//   GET /api/betfair/login/:code        the code from /login/result becomes the access token
//   GET /api/betfair/loginwidget/:code  the same for the widgets flow (/login-widgets/result)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../app-dependencies.js';
import { validated } from '../http/hardening.js';
import { exchangeSignOnCode, type SignInOutcome } from './token-exchange.js';

/**
 * The sign-on's redirect_uri is a path the exchange appends to the vendor's registered redirect
 * URL (betfair-protocol §4.5 step 1), so these are paths, not addresses.
 */
export const LOGIN_RESULT_PATH = 'login/result';
export const WIDGETS_RESULT_PATH = 'login-widgets/result';

/**
 * Authorisation codes are URL-safe tokens (the embedded exchange's are base64url). Fastify itself
 * answers 414 JSON for a path parameter over 100 characters, before this runs.
 */
const codeParams = z.object({
  code: z
    .string()
    .min(8, 'must be at least 8 characters')
    .regex(/^[A-Za-z0-9._~+=-]+$/, 'may hold only letters, digits and . _ ~ + = -'),
});

function signOnUrl(vendorLoginUrl: string, clientId: string, redirectUri: string): string {
  const url = new URL(vendorLoginUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  return url.toString();
}

/**
 * The error payload (account-and-product §7, §8): `details` holds the exchange's own error details
 * of a refused code (the web client toasts them, else its own translated text); `message` is the
 * English text, repeated in the exchange's fault shape that the widgets flow reads from the first
 * line of the body (the body is one line of JSON).
 */
function sendOutcome(reply: FastifyReply, outcome: SignInOutcome): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (outcome.ok) return reply.code(200).send(outcome.token);
  const { status, errorCode, message, details } = outcome;
  return reply.code(status).send({
    error: status === 400 ? 'LOGIN_FAILED' : 'LOGIN_SERVICE_FAILED',
    errorCode,
    message,
    ...(details === undefined ? {} : { details }),
    detail: {
      exceptionname: 'AccountAPINGException',
      AccountAPINGException: { errorCode, errorDetails: message },
    },
  });
}

export function registerSignInRoutes(app: FastifyInstance, deps: Pick<AppDependencies, 'exchange'>): void {
  app.get('/api/betfair/sign-on', () => {
    const link = deps.exchange();
    return {
      vendorLoginUrl: link.vendorLoginUrl,
      clientId: link.vendorId,
      // The web app's API-NG calls and stream carry it (an app key is not a secret).
      appKey: link.appKey,
      responseType: 'code',
      redirectUri: LOGIN_RESULT_PATH,
      widgetsRedirectUri: WIDGETS_RESULT_PATH,
      signOnUrl: signOnUrl(link.vendorLoginUrl, link.vendorId, LOGIN_RESULT_PATH),
      widgetsSignOnUrl: signOnUrl(link.vendorLoginUrl, link.vendorId, WIDGETS_RESULT_PATH),
    };
  });
  for (const path of ['/api/betfair/login/:code', '/api/betfair/loginwidget/:code']) {
    app.get(path, async (request, reply) => {
      const { code } = validated(codeParams, request.params, 'params');
      const outcome = await exchangeSignOnCode(deps.exchange(), code);
      if (!outcome.ok && outcome.status === 502) {
        request.log.error({ errorCode: outcome.errorCode }, 'the exchange did not sign the person in');
      }
      return sendOutcome(reply, outcome);
    });
  }
}
