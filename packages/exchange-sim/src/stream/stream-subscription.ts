// What market and order subscriptions share: the connection they write to, their request id,
// effective timing, and the HEARTBEAT they send after heartbeatMs of silence (§5.10). Heartbeats
// run on real time, like every connection timer: they keep sockets alive, not the market world.
import type { SubscriptionTiming } from './request-parsing.js';
import { heartbeatLine } from './change-messages.js';

/** The connection as subscriptions see it. */
export interface StreamSink {
  readonly connectionId: string;
  /** True while the socket's unsent bytes exceed the soft bound: deltas wait for 'drain'. */
  readonly congested: boolean;
  send(text: string): void;
  /** Publish time `pt`: the simulated clock. */
  now(): number;
}

export abstract class StreamSubscription {
  private lastSentAt = performance.now();
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    protected readonly sink: StreamSink,
    readonly id: number | undefined,
    readonly timing: SubscriptionTiming,
    private readonly op: 'mcm' | 'ocm',
  ) {}

  /** The clock of everything this subscriber has been sent. */
  protected abstract clock(): string;

  protected write(lines: readonly string[]): void {
    for (const line of lines) this.sink.send(line);
    this.lastSentAt = performance.now();
  }

  protected get segmentBytes(): number | undefined {
    return this.timing.segmentationEnabled ? this.maxSegmentBytes : undefined;
  }

  protected abstract readonly maxSegmentBytes: number;

  protected startHeartbeat(): void {
    this.schedule(this.timing.heartbeatMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.heartbeatTimer !== undefined) clearTimeout(this.heartbeatTimer);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.heartbeatTimer = setTimeout(() => {
      this.beat();
    }, ms);
  }

  private beat(): void {
    const idle = performance.now() - this.lastSentAt;
    const { heartbeatMs } = this.timing;
    if (idle >= heartbeatMs - 1) {
      // A congested socket is not silent: its backlog is still reaching the client.
      if (!this.sink.congested)
        this.write([
          heartbeatLine({
            op: this.op,
            id: this.id,
            clk: this.clock(),
            pt: this.sink.now(),
            ct: 'HEARTBEAT',
          }),
        ]);
      else this.lastSentAt = performance.now();
      this.schedule(heartbeatMs);
    } else {
      this.schedule(heartbeatMs - idle);
    }
  }
}
