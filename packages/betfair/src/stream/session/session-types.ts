// Shapes shared by the stream session and its transports.
import type { MarketStreamCache } from '../cache/market-stream-cache.js';
import type { OrderStreamCache } from '../cache/order-stream-cache.js';
import type {
  MarketChangeMessage,
  MarketSubscriptionMessage,
  OrderSubscriptionMessage,
} from '../messages.js';

/** An open stream connection: one line out per send (the transport adds CRLF). */
export interface StreamSocket {
  send(line: string): void;
  close(): void;
}

export interface StreamHandlers {
  readonly onData: (chunk: string) => void;
  readonly onClose: () => void;
}

export interface StreamTransport {
  /** Opens a connection; failures to connect arrive as onClose. */
  open(handlers: StreamHandlers): StreamSocket;
}

/** trading-core §9 "Streaming" timings of one kind of stream. */
export interface SessionTiming {
  readonly heartbeatMs: number;
  readonly replyTimeoutMs: number;
  readonly reconnectBaseMs: number;
  readonly maxReconnects: number;
  readonly subscribeDelayMs: number;
  readonly subscriptionReplyMs: number;
  readonly subscriptionRetries: number;
  readonly subscriptionRetryBaseMs: number;
}

/** trading-core §9: market heartbeat 8 s, silence 5 s, backoff 1 s × attempt, 10 attempts; subscribe 500 ms after auth, reply 3 s, 4 retries. */
export const MARKET_STREAM_TIMING: SessionTiming = {
  heartbeatMs: 8000,
  replyTimeoutMs: 5000,
  reconnectBaseMs: 1000,
  maxReconnects: 10,
  subscribeDelayMs: 500,
  subscriptionReplyMs: 3000,
  subscriptionRetries: 4,
  subscriptionRetryBaseMs: 1000,
};

/** trading-core §9: order heartbeat 30 s, silence 7.5 s, backoff 2 s × attempt. */
export const ORDER_STREAM_TIMING: SessionTiming = {
  ...MARKET_STREAM_TIMING,
  heartbeatMs: 30_000,
  replyTimeoutMs: 7500,
  reconnectBaseMs: 2000,
  subscribeDelayMs: 0,
};

/** What a session reports; the UI turns these into the toasts of trading-core §8 "Streams". */
export type SessionEvent =
  | { type: 'subscribed' }
  | { type: 'change'; marketIds: string[] }
  | { type: 'authenticationFailed'; errorCode: string }
  | { type: 'subscriptionRefused'; errorCode: string }
  | { type: 'subscriptionRetry'; attempt: number }
  | { type: 'subscriptionFailed' }
  | { type: 'statusError'; errorCode: string; message: string }
  | { type: 'delayed' }
  | { type: 'recovered' }
  | { type: 'silent' }
  | { type: 'reconnecting'; attempt: number }
  | { type: 'reconnected'; attempts: number }
  | { type: 'failed'; attempts: number }
  | { type: 'malformed'; count: number; sample: string }
  /** A refused line may have changed a followed market: resubscribed for a fresh image (the `count`th). */
  | { type: 'resync'; count: number };

/** A market or order subscription as the session sends it (it sets the id). */
export type Subscription = Omit<MarketSubscriptionMessage, 'id'> | Omit<OrderSubscriptionMessage, 'id'>;

export interface StreamSessionOptions {
  readonly transport: StreamTransport;
  readonly appKey: string;
  /** Read at every (re)connection, so a refreshed token is used. */
  readonly token: () => string;
  readonly timing: SessionTiming;
  readonly cache: { kind: 'market'; cache: MarketStreamCache } | { kind: 'order'; cache: OrderStreamCache };
  readonly subscription: Subscription;
  readonly onEvent?: (event: SessionEvent) => void;
  /** Where a recorder taps the market stream (MarketChangeTap). */
  readonly marketTap?: MarketChangeTap;
  /** Defaults to RESYNC_INTERVAL_MS. */
  readonly resyncIntervalMs?: number;
}

/**
 * A tap on the market stream, the one place raw messages pass: while `listening()`, `tap` is told
 * every valid market change message right after the market cache applied it, in order (heartbeats
 * too). While it listens, the session parses every line in full, as the specialised reader keeps
 * no message object to hand over; a tap that is not listening costs the stream nothing.
 */
export interface MarketChangeTap {
  listening(): boolean;
  tap(message: MarketChangeMessage): void;
}
