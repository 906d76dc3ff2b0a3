// Test kit for components that read the live exchange: a LiveExchange that never opens a socket,
// fed by mcm/ocm messages applied to its real MarketStreamCache/OrderStreamCache (so tests run the
// same cache code as production), builders for the common messages, and a fake exchange client
// whose REST calls are recorded. Shared by every feature's tests: extend it additively.
import type { ReactNode } from 'react';
import {
  BetfairApi,
  OrderService,
  type MarketChange,
  type MarketDefinition,
  type OrderMarketChange,
  type RestTransport,
  type RunnerChange,
  type RunnerDefinition,
  type SessionEvent,
  type UnmatchedOrder,
  type WebSocketLike,
} from '@greenbook/betfair';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';
import { LiveExchange } from '@/lib/stream/live-exchange';
import { LiveExchangeContext } from '@/lib/stream/use-live';

export interface TestLiveExchange {
  readonly live: LiveExchange;
  /** Applies market changes as one mcm and tells the subscribed components. */
  applyMarket(...changes: MarketChange[]): void;
  /** Applies order changes as one ocm and tells the subscribed components. */
  applyOrders(...changes: OrderMarketChange[]): void;
  /** Reports a session event of one stream ('reconnecting', 'subscribed'…) as its session would. */
  streamEvent(stream: 'market' | 'order', event: SessionEvent): void;
  /** Both streams answered their subscriptions: the connection state becomes 'live'. */
  goLive(): void;
}

const silentSocket = (): WebSocketLike => ({
  send: () => undefined,
  close: () => undefined,
  onmessage: null,
  onclose: null,
  onerror: null,
});

export interface TestLiveExchangeOptions {
  /**
   * Deliver only the market changes of the markets the live exchange watches, as the exchange
   * streams only subscribed markets (by default every applied change lands).
   */
  readonly onlyWatchedMarkets?: boolean;
}

export function createTestLiveExchange(options: TestLiveExchangeOptions = {}): TestLiveExchange {
  const live = new LiveExchange({
    url: 'ws://test/stream',
    appKey: 'test',
    token: () => 'test-token',
    createSocket: silentSocket,
    // Components under test are told at once rather than at the next frame: applyMarket and
    // applyOrders read like one drawn frame each (the batching has its own tests).
    scheduleFlush: (flush) => flush(),
  });
  // The stream sessions report changes through LiveExchange's handler; tests call it the same way.
  const handle = (stream: 'market' | 'order', event: SessionEvent) =>
    (live as unknown as { handle(s: 'market' | 'order', e: SessionEvent): void }).handle(stream, event);
  // The market stream starts subscribed, so its prices are fresh (lib/stream/market-freshness.ts).
  handle('market', { type: 'subscribed' });
  let pt = 0;
  return {
    live,
    streamEvent: handle,
    applyMarket: (...all) => {
      const changes =
        options.onlyWatchedMarkets === true
          ? all.filter((change) => live.watchedMarketIds.includes(change.id))
          : all;
      if (changes.length === 0) return;
      pt += 1;
      live.markets.apply({ op: 'mcm', pt, mc: changes });
      handle('market', { type: 'change', marketIds: changes.map((change) => change.id) });
    },
    applyOrders: (...changes) => {
      pt += 1;
      live.orders.apply({ op: 'ocm', pt, oc: changes });
      handle('order', { type: 'change', marketIds: changes.map((change) => change.id) });
    },
    goLive: () => {
      handle('market', { type: 'subscribed' });
      handle('order', { type: 'subscribed' });
    },
  };
}

export function LiveExchangeTestProvider({ kit, children }: { kit: TestLiveExchange; children: ReactNode }) {
  return <LiveExchangeContext.Provider value={kit.live}>{children}</LiveExchangeContext.Provider>;
}

/** A runner definition: ACTIVE, sort priority from the id unless given. */
export function runnerDefinition(id: number, extra: Partial<RunnerDefinition> = {}): RunnerDefinition {
  return { id, sortPriority: id, status: 'ACTIVE', ...extra };
}

/** An OPEN odds market definition (CLASSIC ladder) with these runners. */
export function marketDefinition(
  runners: RunnerDefinition[],
  extra: Partial<MarketDefinition> = {},
): MarketDefinition {
  return {
    bspMarket: false,
    turnInPlayEnabled: true,
    persistenceEnabled: true,
    marketBaseRate: 5,
    eventId: '1',
    eventTypeId: '1',
    numberOfWinners: 1,
    bettingType: 'ODDS',
    marketType: 'MATCH_ODDS',
    marketTime: '2030-01-01T12:00:00.000Z',
    suspendTime: '2030-01-01T12:00:00.000Z',
    bspReconciled: false,
    complete: true,
    inPlay: false,
    crossMatching: true,
    runnersVoidable: false,
    numberOfActiveRunners: runners.length,
    betDelay: 0,
    status: 'OPEN',
    runners,
    regulators: ['MR_INT'],
    discountAllowed: true,
    timezone: 'GMT',
    openDate: '2030-01-01T12:00:00.000Z',
    version: 1,
    ...extra,
  };
}

/** A market image: definition plus runner prices. */
export function marketImage(
  marketId: string,
  definition: MarketDefinition,
  runnerChanges: RunnerChange[] = [],
): MarketChange {
  return { id: marketId, img: true, marketDefinition: definition, rc: runnerChanges };
}

let nextBetId = 1000;

/** An executable LIMIT order (uo entry); fields override the defaults. */
export function unmatchedOrder(
  extra: Partial<UnmatchedOrder> & Pick<UnmatchedOrder, 'side' | 'p'>,
): UnmatchedOrder {
  nextBetId += 1;
  const size = extra.s ?? 10;
  return {
    id: String(nextBetId),
    s: size,
    status: 'E',
    pt: 'L',
    ot: 'L',
    pd: Date.UTC(2030, 0, 1, 11, 0),
    sm: 0,
    sr: size,
    sl: 0,
    sc: 0,
    sv: 0,
    ...extra,
  };
}

export interface RecordedCall {
  readonly service: string;
  readonly operation: string;
  readonly params: unknown;
}

export interface FakeExchangeClient {
  readonly client: ExchangeClient;
  readonly calls: RecordedCall[];
  /** What each call answers (default: a SUCCESS report for cancelOrders, else {}). */
  respond(answer: (call: RecordedCall) => unknown): void;
}

/** A real BetfairApi and OrderService over a transport that records calls instead of sending them. */
export function createFakeExchangeClient(): FakeExchangeClient {
  const calls: RecordedCall[] = [];
  let answer = (call: RecordedCall): unknown =>
    call.operation === 'cancelOrders' ? { status: 'SUCCESS', instructionReports: [] } : {};
  const transport = {
    call: (service: string, operation: string, params: unknown) => {
      const call = { service, operation, params };
      calls.push(call);
      return Promise.resolve(answer(call));
    },
    onSessionLost: () => () => undefined,
    setAuth: () => undefined,
  } as unknown as RestTransport;
  const api = new BetfairApi(transport);
  return {
    client: { api, orders: new OrderService(api, 'test'), transport },
    calls,
    respond: (next) => {
      answer = next;
    },
  };
}
