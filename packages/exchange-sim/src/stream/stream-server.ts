// The Exchange Stream API server (betfair-protocol §5, §8 item 14) over plain TCP and TLS. It is
// the single consumer of the engine's change feed (core/changes.ts): each burst is drained once,
// published once per market, and fanned out to every connection.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import type { Simulator } from '../simulator.js';
import { newServerInstance } from './clock-token.js';
import { DEFAULT_MAX_LINE_BYTES } from './line-framing.js';
import { MarketHub } from './market-hub.js';
import { OrderHub } from './order-hub.js';
import { SessionSlots } from './session-slots.js';
import { StreamError } from './status-messages.js';
import { StreamConnection, type ConnectionContext } from './stream-connection.js';
import { selfSignedCertificate, type TlsCredentials } from './tls-certificate.js';

export interface StreamServerOptions {
  /** §5.1: real-time idle limit of a connection with no subscription (default 15 000 ms). */
  readonly idleTimeoutMs?: number;
  /** Concurrent connections per session (default 10). */
  readonly maxConnectionsPerSession?: number;
  /** §5.3: markets one subscription may cover (default 200). */
  readonly maxMarketsPerSubscription?: number;
  /** Longest accepted request line (default 1 MiB). */
  readonly maxLineBytes?: number;
  /** Approximate size of a segment when segmentation is on (default 256 KiB). */
  readonly maxSegmentBytes?: number;
  /** Unsent bytes per socket beyond which deltas are held back (default 1 MiB). */
  readonly softBufferBytes?: number;
  /** Unsent bytes per socket beyond which the client is disconnected (default 16 MiB). */
  readonly hardBufferBytes?: number;
  /** Publishes kept for RESUB_DELTA (default 10 000). */
  readonly resubscribeHistory?: number;
  /** §5.4: conflation forced on delayed app keys (default 180 000 ms). */
  readonly delayedConflateMs?: number;
  /** A certificate of the caller's; otherwise a self-signed one is made at listen. */
  readonly tls?: TlsCredentials;
}

export interface ListenOptions {
  /** Plain TCP port (0 = any free port); omitted = no plain listener. */
  readonly port?: number;
  /** TLS port (0 = any free port); omitted = no TLS listener. */
  readonly tlsPort?: number;
  readonly host?: string;
}

export const STREAM_SERVER_DEFAULTS = {
  idleTimeoutMs: 15_000,
  maxConnectionsPerSession: 10,
  maxMarketsPerSubscription: 200,
  maxSegmentBytes: 256 * 1024,
  softBufferBytes: 1024 * 1024,
  hardBufferBytes: 16 * 1024 * 1024,
  resubscribeHistory: 10_000,
  delayedConflateMs: 180_000,
} as const;

export class StreamServer {
  private readonly connections = new Set<StreamConnection>();
  private readonly servers: Server[] = [];
  private readonly context: ConnectionContext;
  private readonly marketHub: MarketHub;
  private readonly orderHub: OrderHub;
  private credentials: TlsCredentials | undefined;
  private stopFeed: (() => void) | undefined;
  private connectionCounter = 0;
  private boundPort: number | undefined;
  private boundTlsPort: number | undefined;

  constructor(
    private readonly simulator: Simulator,
    options: StreamServerOptions = {},
  ) {
    const defaults = STREAM_SERVER_DEFAULTS;
    const historyLimit = options.resubscribeHistory ?? defaults.resubscribeHistory;
    const marketInstance = newServerInstance();
    const orderInstance = newServerInstance();
    this.marketHub = new MarketHub({ instance: marketInstance, historyLimit });
    this.orderHub = new OrderHub({ instance: orderInstance, historyLimit });
    this.credentials = options.tls;
    const sync = (): void => {
      this.publish();
    };
    const maxSegmentBytes = options.maxSegmentBytes ?? defaults.maxSegmentBytes;
    const exchange = simulator.exchange;
    this.context = {
      simulator,
      limits: {
        idleTimeoutMs: options.idleTimeoutMs ?? defaults.idleTimeoutMs,
        maxLineBytes: options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES,
        softBufferBytes: options.softBufferBytes ?? defaults.softBufferBytes,
        hardBufferBytes: options.hardBufferBytes ?? defaults.hardBufferBytes,
        delayedConflateMs: options.delayedConflateMs ?? defaults.delayedConflateMs,
      },
      slots: new SessionSlots(options.maxConnectionsPerSession ?? defaults.maxConnectionsPerSession),
      market: {
        exchange,
        hub: this.marketHub,
        instance: marketInstance,
        sync,
        maxMarkets: options.maxMarketsPerSubscription ?? defaults.maxMarketsPerSubscription,
        maxSegmentBytes,
      },
      order: { exchange, hub: this.orderHub, instance: orderInstance, sync, maxSegmentBytes },
      onClose: (connection) => this.connections.delete(connection),
    };
  }

  /** Plain TCP port once listening. */
  get port(): number | undefined {
    return this.boundPort;
  }

  get tlsPort(): number | undefined {
    return this.boundTlsPort;
  }

  /** The TLS certificate (PEM) clients should trust; known once TLS listens. */
  get certificatePem(): string | undefined {
    return this.credentials?.cert;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  async listen(options: ListenOptions): Promise<{ port?: number; tlsPort?: number }> {
    const host = options.host ?? '127.0.0.1';
    this.stopFeed ??= this.simulator.exchange.changes.onChange(() => {
      this.publish();
    });
    if (options.port !== undefined) {
      this.boundPort = await this.start(
        createServer((socket) => this.accept(socket)),
        options.port,
        host,
      );
    }
    if (options.tlsPort !== undefined) {
      this.credentials ??= await selfSignedCertificate();
      const server = createTlsServer({ cert: this.credentials.cert, key: this.credentials.key }, (socket) =>
        this.accept(socket),
      );
      this.boundTlsPort = await this.start(server, options.tlsPort, host);
    }
    return {
      ...(this.boundPort === undefined ? {} : { port: this.boundPort }),
      ...(this.boundTlsPort === undefined ? {} : { tlsPort: this.boundTlsPort }),
    };
  }

  async close(): Promise<void> {
    this.stopFeed?.();
    this.stopFeed = undefined;
    const closing = this.servers.map(
      (server) =>
        new Promise<void>((resolve) =>
          server.close(() => {
            resolve();
          }),
        ),
    );
    for (const connection of [...this.connections]) {
      connection.fail(undefined, new StreamError('CONNECTION_FAILED', 'The stream server is shutting down'));
    }
    this.marketHub.stop();
    this.servers.length = 0;
    await Promise.all(closing);
  }

  /** Drains the engine's changes and publishes them (also run before every image). */
  private publish(): void {
    const { exchange } = this.simulator;
    const { markets, orders, closedOrderMarkets } = exchange.changes.drain();
    // Starting-price bets do not touch the book, so their markets are not marked; SP ladders move.
    const touched = new Set(markets);
    for (const order of orders) {
      const market = order.orderType === 'LIMIT' ? undefined : exchange.markets.get(order.marketId);
      if (market !== undefined) touched.add(market);
    }
    if (touched.size > 0) this.marketHub.publish(touched);
    this.orderHub.publish(orders, closedOrderMarkets);
  }

  private accept(socket: Socket): void {
    this.connectionCounter += 1;
    const connection = new StreamConnection(socket, this.connectionId(), this.context);
    this.connections.add(connection);
  }

  /** Shaped like Betfair's "002-230915140112-174": server, start time, counter. */
  private connectionId(): string {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(2, 14);
    return `001-${stamp}-${this.connectionCounter}`;
  }

  private start(server: Server, port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        this.servers.push(server);
        resolve((server.address() as AddressInfo).port);
      });
    });
  }
}
