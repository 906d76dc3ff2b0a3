// account-and-product §2 "Login page": where the browser goes to sign in. The product service
// tells it (GET /api/betfair/sign-on: vendorLoginUrl, clientId, redirectUri); the country's
// exchange domain replaces the host when the sign-on is Betfair's own. It also carries the app key
// the web app's exchange calls and stream send (configuration of the server, not of this build).
import { useQuery } from '@tanstack/react-query';
import type { LoginDomainKey } from '@greenbook/trading';
import { productRequest } from '@/lib/api/product-api';

export interface SignOnInfo {
  readonly vendorLoginUrl: string;
  readonly clientId: string;
  readonly redirectUri: string;
  /** The product's app key; absent only in the fallback, when the server did not answer. */
  readonly appKey?: string;
}

/** The embedded exchange's vendor (used only while the server's sign-on call is unavailable). */
export const FALLBACK_CLIENT_ID = '70001';
export const LOGIN_RESULT_PATH = 'login/result';

/** The embedded exchange's sign-on on this origin, for a server without the sign-on call. */
export function fallbackSignOn(origin: string = window.location.origin): SignOnInfo {
  return {
    vendorLoginUrl: `${origin}/identitysso/view/vendor-login`,
    clientId: FALLBACK_CLIENT_ID,
    redirectUri: LOGIN_RESULT_PATH,
  };
}

function isSignOnInfo(value: unknown): value is SignOnInfo {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['vendorLoginUrl'] === 'string' &&
    typeof record['clientId'] === 'string' &&
    typeof record['redirectUri'] === 'string' &&
    (record['appKey'] === undefined || typeof record['appKey'] === 'string')
  );
}

export async function getSignOn(): Promise<SignOnInfo> {
  try {
    const answer = await productRequest<unknown>('/betfair/sign-on', { authorised: false });
    return isSignOnInfo(answer) ? answer : fallbackSignOn();
  } catch {
    return fallbackSignOn();
  }
}

export function useSignOn() {
  return useQuery({ queryKey: ['sign-on'], queryFn: getSignOn, staleTime: Infinity, retry: false });
}

/** Betfair's sign-on host per login domain (account-and-product §1). */
const BETFAIR_DOMAINS: Record<LoginDomainKey, string> = {
  DEFAULT: 'com',
  AUS: 'com.au',
  ITA: 'it',
  ESP: 'es',
  ROU: 'ro',
  SWE: 'se',
};

/**
 * The sign-on address for a login domain: client id, response type code and the login-result
 * redirect. Against Betfair (identitysso.betfair.<tld>) the domain picks the host; the embedded
 * exchange has one sign-on for every country.
 *
 * account-and-product §2 also names "partner tracking parameters" with a fixed partner id, but
 * gives neither their names nor the id (nor does betfair-protocol §4.5), so none are sent rather
 * than invented ones; they belong here, as constants, once the vendor agreement gives them.
 */
export function signOnAddress(info: SignOnInfo, domain: LoginDomainKey): string {
  const url = new URL(info.vendorLoginUrl, window.location.origin);
  if (/^identitysso\.betfair\./.test(url.hostname)) {
    url.hostname = `identitysso.betfair.${BETFAIR_DOMAINS[domain]}`;
  }
  url.searchParams.set('client_id', info.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', info.redirectUri);
  return url.toString();
}
