// Live prices and orders for the browser (trading-core §7–§9): a market stream and an order
// stream through the product's /stream bridge, their caches updated in place outside React
// (architecture.md "State in the browser"), and subscriptions by market and by runner so a price
// change re-renders only the components that draw it. Connection events become the spec's toasts
// through `onEvent`. The caches take every message as it arrives; the subscribers are told once a
// frame (frame-batch.ts), so a burst of messages is drawn in one commit rather than one each.
// The market stream watches the screen's markets, every open market where the account has
// matched bets — the header's General cash-out total needs their prices wherever the user is
// (account-and-product §2) — and the markets being recorded (market-recorder.ts), so a recording
// goes on when the trader moves to another market. With none, it subscribes to the dummy market
// (trading-core §7).
import {
  MARKET_STREAM_TIMING,
  MarketStreamCache,
  ORDER_STREAM_TIMING,
  OrderStreamCache,
  StreamSession,
  webSocketTransport,
  type MarketCache,
  type RunnerCache,
  type SessionEvent,
  type WebSocketLike,
} from '@greenbook/betfair';
import { streamStateAfter, worseState, type ConnectionState } from './connection-state';
import { ChangeBatch, nextFrame, type ChangedMarkets, type FlushScheduler } from './frame-batch';
import { MarketFreshness } from './market-freshness';
import type { MarketRecorder } from './market-recorder';

export type { ConnectionState } from './connection-state';

/** trading-core §7: with no market to watch, the market stream subscribes to a dummy market. */
export const DUMMY_MARKET_ID = '1.000000000';

/** trading-core §7 market subscription fields, ladder levels 10, heartbeat 2000 ms. */
const MARKET_FIELDS = [
  'EX_BEST_OFFERS_DISP',
  'EX_BEST_OFFERS',
  'EX_ALL_OFFERS',
  'EX_MARKET_DEF',
  'EX_TRADED',
  'EX_TRADED_VOL',
  'EX_LTP',
] as const;

export interface LiveExchangeOptions {
  readonly url: string;
  readonly appKey: string;
  readonly token: () => string;
  readonly onEvent?: (stream: 'market' | 'order', event: SessionEvent) => void;
  readonly createSocket?: (url: string) => WebSocketLike;
  /** When the subscribers hear of the changes (default: the next animation frame). */
  readonly scheduleFlush?: FlushScheduler;
}

type Listener = () => void;
type Stream = 'market' | 'order';

export class LiveExchange {
  readonly markets = new MarketStreamCache();
  readonly orders = new OrderStreamCache();
  /** Which markets' prices may be bet on (market-freshness.ts). */
  readonly freshness = new MarketFreshness((marketId) => this.market(marketId));
  /** The markets being recorded into historical files; made by the Record control's chunk. */
  private marketRecorder: MarketRecorder | undefined;
  private readonly states: Record<Stream, ConnectionState> = { market: 'stopped', order: 'stopped' };
  private screenMarkets: readonly string[] = [];
  private watched: readonly string[] = [];
  private readonly stateListeners = new Set<Listener>();
  private readonly marketListeners = new Map<string, Set<Listener>>();
  private readonly orderListeners = new Map<string, Set<Listener>>();
  private readonly accountOrderListeners = new Set<Listener>();
  private readonly changes: ChangeBatch;
  private readonly marketSession: StreamSession;
  private readonly orderSession: StreamSession;

  constructor(private readonly options: LiveExchangeOptions) {
    this.changes = new ChangeBatch(options.scheduleFlush ?? nextFrame, (changed) => this.tell(changed));
    const createSocket =
      options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);
    this.marketSession = new StreamSession({
      transport: webSocketTransport(options.url, createSocket),
      appKey: options.appKey,
      token: options.token,
      timing: MARKET_STREAM_TIMING,
      cache: { kind: 'market', cache: this.markets },
      subscription: this.marketSubscription(),
      onEvent: (event) => this.handle('market', event),
      marketTap: {
        listening: () => (this.marketRecorder?.recordings.length ?? 0) > 0,
        tap: (message) => this.marketRecorder?.recordMarketChange(message),
      },
    });
    this.orderSession = new StreamSession({
      transport: webSocketTransport(options.url, createSocket),
      appKey: options.appKey,
      token: options.token,
      timing: ORDER_STREAM_TIMING,
      cache: { kind: 'order', cache: this.orders },
      subscription: {
        op: 'orderSubscription',
        orderFilter: { includeOverallPosition: true, partitionMatchedByStrategyRef: false },
        heartbeatMs: 3000,
      },
      onEvent: (event) => this.handle('order', event),
    });
  }

  start(): void {
    this.setState(['market', 'order'], 'connecting');
    this.marketSession.start();
    this.orderSession.start();
  }

  stop(): void {
    this.marketSession.stop();
    this.orderSession.stop();
    this.setState(['market', 'order'], 'stopped');
  }

  /** The markets on screen; the stream also keeps watching those with matched bets or recorded. */
  watchMarkets(marketIds: readonly string[]): void {
    this.screenMarkets = marketIds;
    this.updateMarketSubscription();
  }

  get recorder(): MarketRecorder | undefined {
    return this.marketRecorder;
  }

  /** The recorder taps the market stream from now on, and its markets stay watched while recorded. */
  attachRecorder(recorder: MarketRecorder): void {
    this.marketRecorder = recorder;
    recorder.onChange(() => this.updateMarketSubscription());
  }

  /** What the market stream subscribes to, sorted (none: the dummy market). */
  get watchedMarketIds(): readonly string[] {
    return this.watched;
  }

  /** The worse of the two streams' states (see connection-state.ts). */
  get connectionState(): ConnectionState {
    return worseState(this.states.market, this.states.order);
  }

  market(marketId: string): MarketCache | undefined {
    return this.markets.markets.get(marketId);
  }

  runner(marketId: string, runnerKey: string): RunnerCache | undefined {
    return this.markets.markets.get(marketId)?.runners.get(runnerKey);
  }

  onConnectionState = (listener: Listener): (() => void) => this.listen(this.stateListeners, listener);

  /** Told once a frame when stream messages changed this market (prices, definition). */
  onMarket = (marketId: string, listener: Listener): (() => void) =>
    this.listen(this.keyed(this.marketListeners, marketId), listener);

  /** Told once a frame when order-stream messages changed the account's orders on this market. */
  onOrders = (marketId: string, listener: Listener): (() => void) =>
    this.listen(this.keyed(this.orderListeners, marketId), listener);

  /** Told once a frame when order-stream messages changed the account's orders on any market. */
  onAccountOrders = (listener: Listener): (() => void) => this.listen(this.accountOrderListeners, listener);

  /** A new subscription replaces the old, with a fresh image: only when the set changed. */
  private updateMarketSubscription(): void {
    const recorded = this.marketRecorder?.marketIds ?? [];
    const next = [
      ...new Set([...this.screenMarkets, ...marketsWithMatchedBets(this.orders), ...recorded]),
    ].sort();
    if (next.join() === this.watched.join()) return;
    this.watched = next;
    this.freshness.subscribing(next);
    this.marketSession.resubscribe(this.marketSubscription());
  }

  private marketSubscription() {
    return {
      op: 'marketSubscription' as const,
      marketFilter: { marketIds: this.watched.length === 0 ? [DUMMY_MARKET_ID] : [...this.watched] },
      marketDataFilter: { fields: [...MARKET_FIELDS], ladderLevels: 10 },
      segmentationEnabled: false,
      heartbeatMs: 2000,
    };
  }

  private handle(stream: Stream, event: SessionEvent): void {
    if (event.type === 'change') {
      this.changes.add(stream, event.marketIds);
      if (stream === 'order') this.updateMarketSubscription();
      return;
    }
    // A resync resubscribes for a fresh image (the cache missed a change): stale until it arrives.
    if (stream === 'market' && event.type === 'resync') this.freshness.subscribing(this.watched);
    const state = streamStateAfter(event);
    if (state !== undefined) this.setState([stream], state);
    this.options.onEvent?.(stream, event);
  }

  /**
   * The frame's flush. Freshness moves here, with the prices it vouches for: a market whose new
   * image has arrived but is not drawn yet still refuses bets, so nothing acts on the old prices
   * still on screen (going stale is never deferred: streamState and subscribing act at once).
   */
  private tell(changed: ChangedMarkets): void {
    this.freshness.changed(changed.market);
    for (const marketId of changed.market)
      for (const listener of this.marketListeners.get(marketId) ?? []) listener();
    for (const marketId of changed.order)
      for (const listener of this.orderListeners.get(marketId) ?? []) listener();
    if (changed.order.length > 0) for (const listener of this.accountOrderListeners) listener();
  }

  private setState(streams: readonly Stream[], state: ConnectionState): void {
    const before = this.connectionState;
    for (const stream of streams) this.states[stream] = state;
    this.freshness.streamState(this.states.market);
    if (this.connectionState === before) return;
    for (const listener of this.stateListeners) listener();
  }

  private keyed(map: Map<string, Set<Listener>>, key: string): Set<Listener> {
    let set = map.get(key);
    if (set === undefined) {
      set = new Set();
      map.set(key, set);
    }
    return set;
  }

  private listen(set: Set<Listener>, listener: Listener): () => void {
    set.add(listener);
    return () => set.delete(listener);
  }
}

/** Open markets (not closed on the order stream) where the account has matched bets (mb/ml). */
export function marketsWithMatchedBets(orders: OrderStreamCache): string[] {
  const marketIds: string[] = [];
  for (const market of orders.markets.values()) {
    if (market.closed) continue;
    for (const runner of market.runners.values())
      if (runner.matchedBacks.length > 0 || runner.matchedLays.length > 0) {
        marketIds.push(market.marketId);
        break;
      }
  }
  return marketIds;
}
