// Resolves a caller's token through the exchange (issue 5 §3): getVendorClientId with the
// caller's token and our app key gives the customer's id at our vendor — Betfair's per-customer
// key (getAccountDetails carries no id). Answers are cached in the shared store (Redis when the
// product runs as several instances) so a burst of API calls costs one exchange call; a refused
// token is cached as refused too, for less time. Tokens the exchange has not yet been asked about
// cost an exchange call each, so an address may only have a few of them refused a minute (issue 14
// §4): past that it gets 429 without the exchange being asked. A revoke forgets the caller's cached
// answers at once (issue 5 §3: revoking ends the session).
import { createHash } from 'node:crypto';
import { ApiNgError, BetfairApi, RestTransport } from '@greenbook/betfair';
import type { ExchangeLink } from '../exchange/exchange-link.js';
import { TooManyRequestsError } from '../http/hardening.js';
import type { SharedStore } from '../shared-state/shared-store.js';
import type { Caller, CallerResolver } from './caller.js';

export const CALLER_CACHE_MS = 60_000;
const REFUSED_CACHE_MS = 5_000;
/** Refused tokens an address may present in a window before it must wait (an expired session
 * polling several routes stays far below: its refusal is cached). */
export const MAX_REFUSED_PER_ADDRESS = 30;
const REFUSED_WINDOW_MS = 60_000;

/** A resolver whose cached answers can be dropped. */
export interface InvalidatingCallerResolver extends CallerResolver {
  /** Forgets the token and every other cached token of the same caller (revoke ends them all). */
  invalidate(token: string): Promise<void>;
}

/** Drops a token from the resolver's cache when the resolver keeps one (resolvers of tests may not). */
export async function invalidateCaller(resolve: CallerResolver, token: string): Promise<void> {
  if ('invalidate' in resolve && typeof resolve.invalidate === 'function') {
    await (resolve as InvalidatingCallerResolver).invalidate(token);
  }
}

/** Tokens are kept hashed: no token sits in the store. */
const tokenKey = (token: string): string =>
  `caller:${createHash('sha256').update(token).digest('base64url')}`;
const tokensOfKey = (vendorId: string): string => `caller-tokens:${vendorId}`;
const refusedKey = (address: string): string => `refused-tokens:${address}`;

async function askExchange(link: ExchangeLink, token: string): Promise<Caller | undefined> {
  const api = new BetfairApi(
    new RestTransport({
      bettingUrl: link.bettingUrl,
      accountUrl: link.accountUrl,
      appKey: link.appKey,
      auth: { kind: 'bearer', token },
    }),
  );
  try {
    return { vendorId: await api.account('getVendorClientId', {}), token };
  } catch (error) {
    if (!(error instanceof ApiNgError) || error.errorCode === 'NO_RESPONSE') throw error;
    return undefined;
  }
}

export function exchangeCallerResolver(
  exchange: () => ExchangeLink,
  store: SharedStore,
): InvalidatingCallerResolver {
  const resolve = async (token: string, address?: string): Promise<Caller | undefined> => {
    const key = tokenKey(token);
    const cached = await store.get(key);
    if (cached !== undefined) {
      const vendorId = (JSON.parse(cached) as { vendorId: string | null }).vendorId;
      return vendorId === null ? undefined : { vendorId, token };
    }
    // The address's slot is taken before asking, so a burst of parallel guesses cannot all pass.
    const refusals = address === undefined ? undefined : refusedKey(address);
    if (refusals !== undefined) {
      const { count, resetInMs } = await store.increment(refusals, REFUSED_WINDOW_MS);
      if (count > MAX_REFUSED_PER_ADDRESS)
        throw new TooManyRequestsError(
          'Too many tokens the exchange refused from this address: try again later',
          Math.ceil(resetInMs / 1000),
        );
    }
    let caller: Caller | undefined;
    try {
      caller = await askExchange(exchange(), token);
    } finally {
      // Only refusals count against the address.
      if (refusals !== undefined && caller !== undefined)
        await store.increment(refusals, REFUSED_WINDOW_MS, -1);
    }
    if (caller === undefined) {
      await store.set(key, JSON.stringify({ vendorId: null }), REFUSED_CACHE_MS);
      return undefined;
    }
    await store.set(key, JSON.stringify({ vendorId: caller.vendorId }), CALLER_CACHE_MS);
    await store.addMember(tokensOfKey(caller.vendorId), key, CALLER_CACHE_MS);
    return caller;
  };
  const invalidate = async (token: string): Promise<void> => {
    const key = tokenKey(token);
    const cached = await store.get(key);
    const vendorId =
      cached === undefined ? null : (JSON.parse(cached) as { vendorId: string | null }).vendorId;
    if (vendorId === null) {
      await store.delete([key]);
      return;
    }
    const others = await store.members(tokensOfKey(vendorId));
    await store.delete([key, ...others, tokensOfKey(vendorId)]);
  };
  return Object.assign(resolve, { invalidate });
}
