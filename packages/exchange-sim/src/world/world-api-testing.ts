// A market world served over the exchange's public protocols for tests: the HTTP plugin on
// 127.0.0.1 (a port of the OS's choosing), a ManualClock, the demo account signed in, and a REST
// caller for API-NG.
import Fastify, { type FastifyInstance } from 'fastify';
import { ManualClock } from '../core/clock.js';
import { exchangeSimPlugin } from '../http/plugin.js';
import { SIM_DEFAULTS, Simulator } from '../simulator.js';
import { createMarketWorld, type MarketWorld, type MarketWorldOptions } from './market-world.js';

export interface ServedWorld {
  readonly app: FastifyInstance;
  readonly clock: ManualClock;
  readonly simulator: Simulator;
  readonly world: MarketWorld;
  readonly base: string;
  readonly signIn: () => Promise<void>;
  readonly call: <T>(operation: string, params: unknown, service?: string) => Promise<T>;
}

export async function serveWorld(
  options: MarketWorldOptions,
  start = Date.UTC(2026, 0, 1, 12),
  seed = 11,
): Promise<ServedWorld> {
  const clock = new ManualClock(start);
  const simulator = new Simulator({ clock, seed });
  const world = createMarketWorld(simulator, options);
  simulator.addService(world);
  simulator.start();
  const app = Fastify();
  await app.register(exchangeSimPlugin, { simulator });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  let token = '';
  /** Signs the demo account in afresh (a ManualClock jumped past a session's life). */
  const signIn = async (): Promise<void> => {
    const login = await fetch(`${base}/identitysso/api/login`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-application': SIM_DEFAULTS.appKey,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'username=demo&password=demo',
    });
    ({ token } = (await login.json()) as { token: string });
  };
  await signIn();
  const call = async <T>(operation: string, params: unknown, service = 'betting'): Promise<T> => {
    const response = await fetch(`${base}/exchange/${service}/rest/v1.0/${operation}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-application': SIM_DEFAULTS.appKey,
        'x-authentication': token,
      },
      body: JSON.stringify(params),
    });
    if (!response.ok) throw new Error(`${operation}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { app, clock, simulator, world, base, call, signIn };
}

export interface ListedMarket {
  readonly marketId: string;
  readonly marketStartTime: string;
  readonly eventType: { readonly id: string };
  readonly event: { readonly id: string };
  readonly description: { readonly marketType: string; readonly turnInPlayEnabled: boolean };
}

export interface BookSummary {
  readonly marketId: string;
  readonly status: string;
  readonly inplay: boolean;
  readonly runners: ReadonlyArray<{
    readonly status: string;
    readonly ex: { readonly availableToBack: unknown[]; readonly availableToLay: unknown[] };
  }>;
}

/** The listed markets (the catalogue has no CLOSED ones), first to start first. */
export function listAll(served: ServedWorld, filter: object = {}, maxResults = 200): Promise<ListedMarket[]> {
  return served.call<ListedMarket[]>('listMarketCatalogue', {
    filter,
    marketProjection: ['EVENT', 'EVENT_TYPE', 'MARKET_START_TIME', 'MARKET_DESCRIPTION'],
    sort: 'FIRST_TO_START',
    maxResults,
  });
}

/** Books with their best prices, in listMarketBook's weight-sized batches. */
export async function booksOf(served: ServedWorld, marketIds: readonly string[]): Promise<BookSummary[]> {
  const books: BookSummary[] = [];
  for (let from = 0; from < marketIds.length; from += 40) {
    books.push(
      ...(await served.call<BookSummary[]>('listMarketBook', {
        marketIds: marketIds.slice(from, from + 40),
        priceProjection: { priceData: ['EX_BEST_OFFERS'] },
      })),
    );
  }
  return books;
}

/** Prices on both sides: every runner still running has a back and a lay price. */
export function twoSided(book: BookSummary): boolean {
  const running = book.runners.filter((runner) => runner.status === 'ACTIVE');
  return (
    running.length > 0 &&
    running.every((runner) => runner.ex.availableToBack.length > 0 && runner.ex.availableToLay.length > 0)
  );
}
