// One client connection (betfair-protocol §5.1–§5.3): `connection` first, then one status per
// request with the request's id, authentication before subscriptions, a real-time idle timeout
// while nothing is subscribed, and at most one market and one order subscription (a new one
// replaces the old). Any error but SUBSCRIPTION_LIMIT_EXCEEDED closes the connection; nothing a
// client sends can throw past this class.
import type { Socket } from 'node:net';
import { LineSplitter, LineTooLongError, encodeLine } from './line-framing.js';
import { MarketSubscription, type MarketStreamContext } from './market-subscription.js';
import { OrderSubscription, type OrderStreamContext } from './order-subscription.js';
import { parseRequest, requestId, type StreamRequestMessage } from './request-parsing.js';
import type { SessionSlots } from './session-slots.js';
import { failureStatus, idleTimeoutError, StreamError, successStatus } from './status-messages.js';
import { authenticate, type StreamIdentity } from './stream-authentication.js';
import type { StreamSink } from './stream-subscription.js';
import type { Simulator } from '../simulator.js';

export interface ConnectionLimits {
  readonly idleTimeoutMs: number;
  readonly maxLineBytes: number;
  /** Unsent bytes beyond which deltas wait for the socket to drain. */
  readonly softBufferBytes: number;
  /** Unsent bytes beyond which the client is too slow and is disconnected. */
  readonly hardBufferBytes: number;
  /** §5.4: conflateMs forced for delayed application keys. */
  readonly delayedConflateMs: number;
}

export interface ConnectionContext {
  readonly simulator: Simulator;
  readonly limits: ConnectionLimits;
  readonly slots: SessionSlots;
  readonly market: MarketStreamContext;
  readonly order: OrderStreamContext;
  readonly onClose: (connection: StreamConnection) => void;
}

export class StreamConnection implements StreamSink {
  private readonly splitter: LineSplitter;
  private identity: StreamIdentity | undefined;
  private marketSubscription: MarketSubscription | undefined;
  private orderSubscription: OrderSubscription | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly socket: Socket,
    readonly connectionId: string,
    private readonly context: ConnectionContext,
  ) {
    this.splitter = new LineSplitter(context.limits.maxLineBytes);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.receive(chunk);
    });
    socket.on('drain', () => {
      this.marketSubscription?.catchUp();
      this.orderSubscription?.catchUp();
    });
    socket.on('error', () => {
      this.shutdown();
    });
    socket.on('close', () => {
      this.shutdown();
    });
    this.send(encodeLine({ op: 'connection', connectionId }));
    this.armIdleTimer();
  }

  get congested(): boolean {
    return this.socket.writableLength > this.context.limits.softBufferBytes;
  }

  now(): number {
    return this.context.simulator.clock.now();
  }

  send(text: string): void {
    if (this.closed) return;
    if (this.socket.writableLength > this.context.limits.hardBufferBytes) {
      this.fail(undefined, new StreamError('UNEXPECTED_ERROR', 'Client is not reading fast enough; closing'));
      return;
    }
    this.socket.write(text);
  }

  /** Ends the connection with a status (used by the server's close too). */
  fail(id: number | undefined, error: StreamError): void {
    if (this.closed) return;
    this.socket.write(encodeLine(failureStatus(id, error, this.connectionId)));
    if (error.closesConnection) {
      this.shutdown();
      // Flush the status, then close both directions even if the client never closes its end.
      this.socket.end(() => this.socket.destroy());
    }
  }

  private receive(chunk: Buffer): void {
    let lines: string[];
    try {
      lines = this.splitter.push(chunk);
    } catch (error) {
      if (error instanceof LineTooLongError)
        this.fail(undefined, new StreamError('INVALID_INPUT', error.message));
      return;
    }
    for (const line of lines) {
      if (this.closed) return;
      if (line.trim() === '') continue;
      this.armIdleTimer();
      this.handleLine(line);
    }
  }

  private handleLine(line: string): void {
    let id: number | undefined;
    try {
      const request = parseRequest(line);
      id = request.id;
      this.handle(request);
    } catch (error) {
      const streamError =
        error instanceof StreamError
          ? error
          : new StreamError('UNEXPECTED_ERROR', error instanceof Error ? error.message : 'Unexpected error');
      this.fail(id ?? requestId(line), streamError);
    }
  }

  private handle(request: StreamRequestMessage): void {
    switch (request.op) {
      case 'heartbeat':
        this.send(encodeLine(successStatus(request.id)));
        return;
      case 'authentication':
        this.authenticate(request.id, request.appKey, request.session);
        return;
      case 'marketSubscription':
      case 'orderSubscription': {
        const identity = this.identity;
        if (identity === undefined)
          throw new StreamError('NOT_AUTHORIZED', 'Authenticate before subscribing');
        const conflateMs = identity.appKey.delayed
          ? this.context.limits.delayedConflateMs
          : request.conflateMs;
        if (request.op === 'marketSubscription') {
          const next = new MarketSubscription(request, this.context.market, this, conflateMs);
          this.marketSubscription?.end();
          this.marketSubscription = next;
          this.send(encodeLine(successStatus(request.id)));
          next.begin();
        } else {
          const next = new OrderSubscription(request, this.context.order, this, identity.account, conflateMs);
          this.orderSubscription?.end();
          this.orderSubscription = next;
          this.send(encodeLine(successStatus(request.id)));
          next.begin();
        }
        return;
      }
    }
  }

  private authenticate(id: number | undefined, appKey: string | undefined, token: string | undefined): void {
    const identity = authenticate(this.context.simulator, appKey, token);
    if (this.identity !== undefined) this.context.slots.release(this.identity.session.token);
    this.identity = undefined;
    const available = this.context.slots.acquire(identity.session.token);
    if (available === undefined) {
      throw new StreamError('MAX_CONNECTION_LIMIT_EXCEEDED', 'Too many connections open for this session');
    }
    this.identity = identity;
    this.send(encodeLine(successStatus(id, available)));
  }

  /** §5.1: a connection with no subscription that says nothing for the idle time is closed. */
  private armIdleTimer(): void {
    if (this.idleTimer !== undefined) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.marketSubscription === undefined && this.orderSubscription === undefined) {
        this.fail(undefined, idleTimeoutError(this.context.limits.idleTimeoutMs));
      }
    }, this.context.limits.idleTimeoutMs);
  }

  private shutdown(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.idleTimer !== undefined) clearTimeout(this.idleTimer);
    this.marketSubscription?.end();
    this.orderSubscription?.end();
    if (this.identity !== undefined) this.context.slots.release(this.identity.session.token);
    this.identity = undefined;
    this.context.onClose(this);
  }
}
