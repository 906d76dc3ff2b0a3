// One Exchange Stream connection kept alive (trading-core §7–§9, betfair-protocol §5): connect,
// authenticate (id 10), subscribe (id 20, after 500 ms for markets) with the cache's clocks so a
// reconnect resumes rather than restarts, heartbeat (id 30), watch for silence, reconnect with
// backoff, retry an unanswered subscription, and report what the UI turns into toasts. Lines
// that are not valid messages are counted and reported, never thrown; one that was a change of a
// followed market makes the session resubscribe for a fresh image (a resync, at most one per
// `resyncIntervalMs`), as the market cache has missed an update it will never hear again.
// An unanswered subscription is the subscription timer's business, not the silence watchdog's:
// the watchdog is paused from sending a subscription until its reply, so the 4 retries of
// trading-core §8 (1 s × attempt apart, 3 s each) run on one connection instead of being cut
// short by a reconnect 5 s in.
import { LineFramer } from './line-framer.js';
import { refusedLineMayHaveDrifted } from './malformed-lines.js';
import { MessageLog } from './message-log.js';
import { RESYNC_INTERVAL_MS, ResyncWindow } from './resync-window.js';
import { DelaySet, SlotTimer } from './session-timers.js';
import { isMarketChangeMessage, isOrderChangeMessage } from './validate.js';
import type { MarketChangeMessage } from '../messages.js';
import type { SessionEvent, StreamSessionOptions, StreamSocket, Subscription } from './session-types.js';

export const AUTH_ID = 10;
export const SUBSCRIBE_ID = 20;
export const HEARTBEAT_ID = 30;
export { RESYNC_INTERVAL_MS } from './resync-window.js';
export type { StreamSessionOptions } from './session-types.js';

export class StreamSession {
  readonly log = new MessageLog();
  malformedLines = 0;
  /** Resubscriptions for a fresh image after a refused market change. */
  resyncs = 0;
  private socket: StreamSocket | undefined;
  private framer = new LineFramer();
  private subscription: Subscription;
  private reconnectAttempt = 0;
  private subscribeAttempt = 0;
  /** This connection is authenticated and has sent its first subscription: a new one goes out at once. */
  private mayResubscribe = false;
  /** A subscription awaits its reply (or its retry): the silence watchdog is paused meanwhile. */
  private subscriptionPending = false;
  private delayed = false;
  private stopped = true;
  private readonly delays = new DelaySet();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly watchdog = new SlotTimer();
  /** The one pending step of a subscription: its reply timeout, or the delay before its retry. */
  private readonly subscriptionTimer = new SlotTimer();
  private readonly resyncWindow: ResyncWindow;

  constructor(private readonly options: StreamSessionOptions) {
    this.subscription = options.subscription;
    this.resyncWindow = new ResyncWindow(options.resyncIntervalMs ?? RESYNC_INTERVAL_MS, () => this.resync());
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.teardown();
    this.resyncWindow.clear();
  }

  /**
   * A new subscription replaces the old one (a new image follows, betfair-protocol §5.4). Before
   * the connection is authenticated it is only remembered: the send after authentication takes
   * the latest one (sending earlier throws on a CONNECTING WebSocket, or goes out unauthenticated).
   */
  resubscribe(subscription: Subscription): void {
    this.subscription = subscription;
    // The clocks belong to the old subscription: a reconnect must not resume the new one with
    // them. The markets stay until the new image replaces them (its SUB_IMAGE clears the cache),
    // so widening a subscription does not blank the prices already on screen.
    const { cache } = this.options.cache;
    cache.initialClk = undefined;
    cache.clk = undefined;
    if (!this.mayResubscribe) return;
    this.subscribeAttempt = 0; // a new subscription has its own retries
    this.sendSubscription();
  }

  private emit(event: SessionEvent): void {
    this.options.onEvent?.(event);
  }

  private connect(): void {
    this.framer = new LineFramer();
    this.subscribeAttempt = 0; // retries count per connection
    // Events of a socket this session has already let go (stopped and started again, say) are
    // ignored: its late close must not tear down the connection that replaced it.
    // (Held in an object: a transport may report during open(), before the socket is returned.)
    const opened: { socket?: StreamSocket } = {};
    const isCurrent = () => opened.socket === undefined || this.socket === opened.socket;
    opened.socket = this.options.transport.open({
      onData: (chunk) => {
        if (!isCurrent()) return;
        this.touchWatchdog();
        for (const line of this.framer.push(chunk)) this.handleLine(line);
      },
      onClose: () => {
        if (isCurrent()) this.handleClose();
      },
    });
    this.socket = opened.socket;
    this.touchWatchdog();
  }

  private send(message: object): void {
    const line = JSON.stringify(message);
    this.log.add('out', Date.now(), line);
    this.socket?.send(line);
  }

  /** Every raw line of the stream passes here first, whichever way it is read (the place to tap them). */
  private handleLine(line: string): void {
    this.log.add('in', Date.now(), line);
    if (this.readMarketLine(line)) return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.malformed(line);
      return;
    }
    const op = typeof message === 'object' && message !== null ? (message as { op?: unknown }).op : undefined;
    if (op === 'connection')
      this.send({
        op: 'authentication',
        id: AUTH_ID,
        appKey: this.options.appKey,
        session: this.options.token(),
      });
    else if (op === 'status')
      this.handleStatus(
        message as { id?: unknown; statusCode?: unknown; errorCode?: unknown; errorMessage?: unknown },
      );
    else if (op === 'mcm' || op === 'ocm') this.handleChange(message, line);
    else this.malformed(line);
  }

  private handleStatus(status: {
    id?: unknown;
    statusCode?: unknown;
    errorCode?: unknown;
    errorMessage?: unknown;
  }): void {
    const ok = status.statusCode === 'SUCCESS';
    const errorCode = typeof status.errorCode === 'string' ? status.errorCode : 'UNEXPECTED_ERROR';
    if (status.id === AUTH_ID) {
      if (!ok) {
        this.emit({ type: 'authenticationFailed', errorCode });
        this.stop();
        return;
      }
      this.delays.after(this.options.timing.subscribeDelayMs, () => {
        this.mayResubscribe = true;
        this.sendSubscription();
      });
    } else if (status.id === SUBSCRIBE_ID) {
      this.subscriptionTimer.clear();
      this.subscriptionPending = false;
      this.touchWatchdog();
      if (!ok) {
        this.emit({ type: 'subscriptionRefused', errorCode });
        return;
      }
      if (this.reconnectAttempt > 0) this.emit({ type: 'reconnected', attempts: this.reconnectAttempt });
      this.reconnectAttempt = 0;
      this.subscribeAttempt = 0;
      this.emit({ type: 'subscribed' });
    } else if (!ok) {
      this.emit({
        type: 'statusError',
        errorCode,
        message: typeof status.errorMessage === 'string' ? status.errorMessage : '',
      });
    }
  }

  /**
   * The common market-change line (compact, no definition or status) goes straight into the
   * market cache through its specialised reader, without JSON.parse (market-change-line.ts);
   * false for any other line, which then takes the ordinary way below, untouched.
   */
  private readMarketLine(line: string): boolean {
    const { kind, cache } = this.options.cache;
    if (kind !== 'market') return false;
    // A listening tap (a recording) is handed each message as an object, which only the ordinary
    // way builds: while it listens, every line takes that way.
    if (this.options.marketTap?.listening() === true) return false;
    // Decided before anything changes: the reader takes no line with a status.
    if (!cache.reads(line)) return false;
    this.noteStatus(undefined);
    this.reportChanged(cache.applyRead());
    return true;
  }

  private handleChange(message: unknown, line: string): void {
    const { kind, cache } = this.options.cache;
    const valid = kind === 'market' ? isMarketChangeMessage(message) : isOrderChangeMessage(message);
    if (!valid) {
      this.malformed(line);
      return;
    }
    this.noteStatus((message as { status?: number | null }).status);
    const changed = kind === 'market' ? cache.apply(message as never) : cache.apply(message as never);
    if (kind === 'market' && this.options.marketTap?.listening() === true)
      this.options.marketTap.tap(message as MarketChangeMessage);
    this.reportChanged(changed);
  }

  /** A 503 status marks the stream delayed until a change message comes without it. */
  private noteStatus(status: number | null | undefined): void {
    if (status === 503 && !this.delayed) {
      this.delayed = true;
      this.emit({ type: 'delayed' });
    } else if (status !== 503 && this.delayed) {
      this.delayed = false;
      this.emit({ type: 'recovered' });
    }
  }

  private reportChanged(changed: ReadonlyArray<{ readonly marketId: string }>): void {
    if (changed.length > 0)
      this.emit({ type: 'change', marketIds: changed.map((market) => market.marketId) });
  }

  private malformed(line: string): void {
    this.malformedLines += 1;
    this.emit({ type: 'malformed', count: this.malformedLines, sample: line.slice(0, 200) });
    if (this.mayHaveDrifted(line)) this.resyncWindow.request();
  }

  /** Whether a refused line may have changed a market the market cache follows. */
  private mayHaveDrifted(line: string): boolean {
    const { kind, cache } = this.options.cache;
    if (kind !== 'market' || this.subscription.op !== 'marketSubscription') return false;
    return refusedLineMayHaveDrifted(line, cache.markets, this.subscription.marketFilter?.marketIds);
  }

  private resync(): void {
    this.resyncs += 1;
    this.emit({ type: 'resync', count: this.resyncs });
    // The same subscription without clocks: the exchange answers with a new image (SUB_IMAGE),
    // which replaces the cache; until then the market keeps its last prices, not fresh.
    this.resubscribe(this.subscription);
  }

  private sendSubscription(): void {
    const { cache } = this.options.cache;
    // Resume from the clocks when the cache holds them (betfair-protocol §5.10).
    const clocks =
      cache.initialClk !== undefined && cache.clk !== undefined
        ? { initialClk: cache.initialClk, clk: cache.clk }
        : {};
    this.subscriptionPending = true;
    this.watchdog.clear();
    this.startHeartbeat();
    // Armed before sending, so a reply delivered synchronously (an in-memory transport) is not missed.
    this.subscriptionTimer.start(this.options.timing.subscriptionReplyMs, () => {
      this.subscriptionTimedOut();
    });
    this.send({ ...this.subscription, id: SUBSCRIBE_ID, ...clocks });
  }

  private subscriptionTimedOut(): void {
    this.subscribeAttempt += 1;
    if (this.subscribeAttempt > this.options.timing.subscriptionRetries) {
      this.emit({ type: 'subscriptionFailed' });
      this.stop();
      return;
    }
    this.emit({ type: 'subscriptionRetry', attempt: this.subscribeAttempt });
    this.subscriptionTimer.start(this.options.timing.subscriptionRetryBaseMs * this.subscribeAttempt, () => {
      this.sendSubscription();
    });
  }

  private startHeartbeat(): void {
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      this.send({ op: 'heartbeat', id: HEARTBEAT_ID });
    }, this.options.timing.heartbeatMs);
  }

  /** Silence longer than the reply-activity timeout means the link is dead: reconnect. */
  private touchWatchdog(): void {
    this.watchdog.clear();
    if (this.subscriptionPending) return;
    this.watchdog.start(this.options.timing.replyTimeoutMs, () => {
      this.emit({ type: 'silent' });
      this.socket?.close();
    });
  }

  private handleClose(): void {
    this.teardown();
    if (this.stopped) return;
    this.reconnectAttempt += 1;
    if (this.reconnectAttempt > this.options.timing.maxReconnects) {
      this.emit({ type: 'failed', attempts: this.reconnectAttempt - 1 });
      this.stopped = true;
      return;
    }
    this.emit({ type: 'reconnecting', attempt: this.reconnectAttempt });
    this.delays.after(this.options.timing.reconnectBaseMs * this.reconnectAttempt, () => {
      if (!this.stopped) this.connect();
    });
  }

  private teardown(): void {
    this.delays.clear();
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    this.watchdog.clear();
    this.subscriptionTimer.clear();
    this.mayResubscribe = false;
    this.subscriptionPending = false;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
  }
}
