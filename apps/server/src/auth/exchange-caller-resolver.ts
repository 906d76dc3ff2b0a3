// Resolves a caller's token through the exchange (issue 5 §3): getVendorClientId with the
// caller's token and our app key gives the customer's id at our vendor — Betfair's per-customer
// key (getAccountDetails carries no id). Answers are cached briefly so a burst of API calls costs
// one exchange call; a refused token is cached as refused too, for less time. A revoke forgets the
// caller's cached answers at once (issue 5 §3: revoking ends the session).
import { ApiNgError, BetfairApi, RestTransport } from '@greenbook/betfair';
import type { ExchangeLink } from '../exchange/exchange-link.js';
import type { Caller, CallerResolver } from './caller.js';

export const CALLER_CACHE_MS = 60_000;
const REFUSED_CACHE_MS = 5_000;
const MAX_CACHED = 10_000;

/** A resolver whose cached answers can be dropped. */
export interface InvalidatingCallerResolver extends CallerResolver {
  /** Forgets the token and every other cached token of the same caller (revoke ends them all). */
  invalidate(token: string): void;
}

/** Drops a token from the resolver's cache when the resolver keeps one (resolvers of tests may not). */
export function invalidateCaller(resolve: CallerResolver, token: string): void {
  if ('invalidate' in resolve && typeof resolve.invalidate === 'function') {
    (resolve as InvalidatingCallerResolver).invalidate(token);
  }
}

export function exchangeCallerResolver(
  exchange: () => ExchangeLink,
  now: () => number = Date.now,
): InvalidatingCallerResolver {
  const cache = new Map<string, { caller: Caller | undefined; until: number }>();
  const resolve = async (token: string): Promise<Caller | undefined> => {
    const cached = cache.get(token);
    if (cached !== undefined && cached.until > now()) return cached.caller;
    const link = exchange();
    const api = new BetfairApi(
      new RestTransport({
        bettingUrl: link.bettingUrl,
        accountUrl: link.accountUrl,
        appKey: link.appKey,
        auth: { kind: 'bearer', token },
      }),
    );
    let caller: Caller | undefined;
    try {
      const vendorId = await api.account('getVendorClientId', {});
      caller = { vendorId, token };
    } catch (error) {
      if (!(error instanceof ApiNgError) || error.errorCode === 'NO_RESPONSE') throw error;
      caller = undefined;
    }
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(token, { caller, until: now() + (caller === undefined ? REFUSED_CACHE_MS : CALLER_CACHE_MS) });
    return caller;
  };
  const invalidate = (token: string): void => {
    const vendorId = cache.get(token)?.caller?.vendorId;
    cache.delete(token);
    if (vendorId === undefined) return;
    for (const [other, entry] of cache) if (entry.caller?.vendorId === vendorId) cache.delete(other);
  };
  return Object.assign(resolve, { invalidate });
}
