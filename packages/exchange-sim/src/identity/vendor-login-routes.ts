// The vendor sign-on (betfair-protocol §4.5 steps 1–2): `GET /identitysso/view/vendor-login`
// shows the page; posting it signs the person in and sends the browser to the vendor's redirect
// URL with a single-use authorisation code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Simulator } from '../simulator.js';
import type { Vendor } from './app-keys.js';
import { checkCredentials, personUsernames } from './credentials.js';
import { formField, queryField } from './form-body.js';
import { sendHtml } from './html.js';
import { vendorRedirectTarget, withAuthCode } from './redirect-url.js';
import { signOnErrorPage, signOnPage } from './vendor-login-page.js';

type SignOnRequest =
  | {
      readonly ok: true;
      readonly vendor: Vendor;
      readonly redirectUri: string | undefined;
      readonly target: URL;
    }
  | { readonly ok: false; readonly message: string };

/** §4.5: client_id mandatory and known, response_type=code, redirect_uri optional. */
function readSignOnRequest(simulator: Simulator, field: (name: string) => string | undefined): SignOnRequest {
  const clientId = field('client_id');
  if (clientId === undefined || clientId === '')
    return { ok: false, message: 'The client_id parameter is missing.' };
  const vendor = simulator.appKeys.vendor(clientId);
  if (vendor === undefined) return { ok: false, message: `No web vendor has client_id "${clientId}".` };
  if (field('response_type') !== 'code')
    return { ok: false, message: 'The response_type parameter must be "code".' };
  const redirectUri = field('redirect_uri');
  const target = vendorRedirectTarget(vendor.redirectUrl, redirectUri);
  if (target === undefined) {
    return {
      ok: false,
      message: "The redirect_uri must be a path, or a URL on the vendor's registered site.",
    };
  }
  return { ok: true, vendor, redirectUri, target };
}

const FAILURE_MESSAGES = {
  INPUT_VALIDATION_ERROR: 'Enter your username and password.',
  INVALID_USERNAME_OR_PASSWORD: 'That username and password do not match an account.',
} as const;

function showSignOnPage(simulator: Simulator, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const signOn = readSignOnRequest(simulator, (name) => queryField(request, name));
  if (!signOn.ok) return sendHtml(reply, 400, signOnErrorPage(signOn.message));
  const page = signOnPage({ ...signOn, usernames: personUsernames(simulator) });
  return sendHtml(reply, 200, page);
}

/** The form's fields come in the body; a client posting to the URL with its query works too. */
function submitSignOn(simulator: Simulator, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const field = (name: string): string | undefined => formField(request, name) ?? queryField(request, name);
  const signOn = readSignOnRequest(simulator, field);
  if (!signOn.ok) return sendHtml(reply, 400, signOnErrorPage(signOn.message));
  const username = formField(request, 'username');
  const check = checkCredentials(simulator, username, formField(request, 'password'));
  if (!check.ok) {
    const page = signOnPage({
      ...signOn,
      usernames: personUsernames(simulator),
      username: username ?? '',
      error: FAILURE_MESSAGES[check.error],
    });
    return sendHtml(reply, 200, page);
  }
  const code = simulator.sessions.vendorGrants.issueCode(check.account.accountId, signOn.vendor.vendorId);
  return reply.header('cache-control', 'no-store').redirect(withAuthCode(signOn.target, code), 302);
}

/** Registers the sign-on on a scope already prefixed with `/identitysso` and reading forms. */
export function registerVendorLoginRoutes(scope: FastifyInstance, simulator: Simulator): void {
  scope.get('/view/vendor-login', (request, reply) => showSignOnPage(simulator, request, reply));
  scope.post('/view/vendor-login', (request, reply) => submitSignOn(simulator, request, reply));
}
