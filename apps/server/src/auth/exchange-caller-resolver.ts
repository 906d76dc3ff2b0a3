// Resolves a caller's token through the exchange (issue 5 §3): getVendorClientId with the
// caller's token and our app key gives the customer's id at our vendor — Betfair's per-customer
// key (getAccountDetails carries no id). Answers are cached briefly so a burst of API calls costs
// one exchange call; a refused token is cached as refused too, for less time.
import { ApiNgError, BetfairApi, RestTransport } from '@greenbook/betfair';
import type { ExchangeLink } from '../exchange/exchange-link.js';
import type { Caller, CallerResolver } from './caller.js';

export const CALLER_CACHE_MS = 60_000;
const REFUSED_CACHE_MS = 5_000;
const MAX_CACHED = 10_000;

export function exchangeCallerResolver(
  exchange: () => ExchangeLink,
  now: () => number = Date.now,
): CallerResolver {
  const cache = new Map<string, { caller: Caller | undefined; until: number }>();
  return async (token) => {
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
}
