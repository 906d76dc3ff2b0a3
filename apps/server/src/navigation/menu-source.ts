// The navigation menu as this process keeps it (issue 5 §5): fetched from the exchange (GET
// menu.json with X-Application and a session, betfair-protocol §1.1) with the caller's token,
// indexed, and kept for a short TTL. The menu is the exchange's English one whatever the locale,
// so one copy serves every locale; names are localised on the way out. Markets whose start time
// (or, in racing, venue) the menu lacks are completed from listMarketCatalogue the first time
// their parent is listed, and kept with the copy.
import { ApiNgError, BetfairApi, NO_RESPONSE, REQUEST_TIMEOUT_MS, RestTransport } from '@greenbook/betfair';
import type { ExchangeLink } from '../exchange/exchange-link.js';
import {
  incompleteMarkets,
  indexMenu,
  type IndexedNode,
  type MenuIndex,
  type NavigationNode,
} from './menu-index.js';

export const MENU_TTL_MS = 60_000;

/** The exception of a fault body (betfair-protocol §1.5), as the REST client reads it. */
function faultOf(body: unknown): { errorCode: string; errorDetails: string } {
  const detail = (body as { detail?: Record<string, unknown> } | null)?.detail;
  const name = typeof detail?.['exceptionname'] === 'string' ? detail['exceptionname'] : 'APINGException';
  const exception = detail?.[name] as { errorCode?: unknown; errorDetails?: unknown } | undefined;
  return {
    errorCode: typeof exception?.errorCode === 'string' ? exception.errorCode : 'UNEXPECTED_ERROR',
    errorDetails: typeof exception?.errorDetails === 'string' ? exception.errorDetails : '',
  };
}

async function fetchMenu(link: ExchangeLink, token: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(link.navigationMenuUrl, {
      headers: { accept: 'application/json', 'x-application': link.appKey, authorization: `BEARER ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiNgError(
      NO_RESPONSE,
      error instanceof Error ? error.message : String(error),
      'navigationMenu',
      undefined,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiNgError(NO_RESPONSE, `HTTP ${response.status}, not JSON`, 'navigationMenu', response.status);
  }
  if (response.ok) return body;
  const { errorCode, errorDetails } = faultOf(body);
  throw new ApiNgError(errorCode, errorDetails, 'navigationMenu', response.status);
}

/** Fills start times and venues from the catalogue (one call per 40 markets, §7 batching). */
async function completeMarkets(link: ExchangeLink, token: string, entry: IndexedNode): Promise<void> {
  const markets = incompleteMarkets(entry);
  if (markets.length === 0) return;
  const api = new BetfairApi(
    new RestTransport({
      bettingUrl: link.bettingUrl,
      accountUrl: link.accountUrl,
      appKey: link.appKey,
      auth: { kind: 'bearer', token },
    }),
  );
  const catalogue = await api.listMarketCatalogue({
    filter: { marketIds: markets.map((market) => market.id) },
    marketProjection: ['EVENT', 'MARKET_START_TIME'],
    maxResults: markets.length,
  });
  const byId = new Map(catalogue.map((item) => [item.marketId, item]));
  for (const market of markets) {
    const item = byId.get(market.id);
    if (item === undefined) continue;
    if (market.startTime === undefined && item.marketStartTime !== undefined)
      market.startTime = item.marketStartTime;
    if (market.venue === undefined && item.event?.venue !== undefined) market.venue = item.event.venue;
    if (market.countryCode === undefined && item.event?.countryCode !== undefined)
      market.countryCode = item.event.countryCode;
  }
}

export class MenuSource {
  private copy: { index: MenuIndex; until: number; completed: Set<string> } | undefined;
  private loading: Promise<MenuIndex> | undefined;

  constructor(
    private readonly exchange: () => ExchangeLink,
    private readonly now: () => number,
    private readonly ttlMs = MENU_TTL_MS,
  ) {}

  /** The current copy, fetched with this token when there is none or it is stale. */
  private async index(token: string): Promise<MenuIndex> {
    if (this.copy !== undefined && this.copy.until > this.now()) return this.copy.index;
    // Callers arriving while a fetch is under way share it.
    this.loading ??= fetchMenu(this.exchange(), token)
      .then((menu) => {
        const index = indexMenu(menu);
        this.copy = { index, until: this.now() + this.ttlMs, completed: new Set() };
        return index;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** The event types, or the children of a node; undefined when no node has this id. */
  async children(id: string | undefined, token: string): Promise<readonly NavigationNode[] | undefined> {
    const index = await this.index(token);
    if (id === undefined) return index.roots;
    const entry = index.nodes.get(id);
    if (entry === undefined) return undefined;
    const copy = this.copy;
    if (copy !== undefined && copy.index === index && !copy.completed.has(id)) {
      await completeMarkets(this.exchange(), token, entry);
      copy.completed.add(id);
    }
    return entry.children;
  }
}
