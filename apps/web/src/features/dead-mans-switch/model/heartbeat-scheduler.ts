// Issue 21 §3: the heartbeats of the dead-man's switch. Each beat asks the exchange for the chosen
// timeout; the next one goes a third of the granted timeout later (trading rule heartbeatIntervalMs),
// so two may be lost before the exchange cancels. A failed beat is retried sooner (RETRY_MS) while the
// exchange's watch still runs. Stopping sends 0, Betfair's way to switch it off. Framework-free: the
// timer is a port (a Web Worker's in the page, fake timers in tests).
import { heartbeatIntervalMs } from '@greenbook/trading';
import type { ActionPerformed, HeartbeatReport } from '@greenbook/betfair';
import type { HeartbeatStatus } from '@/lib/dead-mans-switch/heartbeat-status';

/** Runs `run` once after `ms`; the function returned cancels it. */
export interface TimerPort {
  set(ms: number, run: () => void): () => void;
}

/** A failed heartbeat is tried again after this, or after the normal interval when shorter. */
export const RETRY_MS = 2_000;

export interface HeartbeatSchedulerDeps {
  readonly send: (preferredTimeoutSeconds: number) => Promise<HeartbeatReport>;
  readonly timer: TimerPort;
  readonly onStatus: (status: HeartbeatStatus) => void;
  /** The exchange reports it acted (bets cancelled, or tried to) since the last heartbeat. */
  readonly onAction: (action: Exclude<ActionPerformed, 'NONE'>) => void;
}

export class HeartbeatScheduler {
  private preferred = 0;
  private granted: number | undefined;
  private cancelTimer: (() => void) | undefined;
  private inFlight = false;
  /** A beat was asked for while one was in flight: send it when that one answers. */
  private again = false;
  private generation = 0;

  constructor(private readonly deps: HeartbeatSchedulerDeps) {}

  /** Starts beating (or changes the timeout): a heartbeat goes out now. */
  start(preferredTimeoutSeconds: number): void {
    const starting = this.preferred === 0;
    this.preferred = preferredTimeoutSeconds;
    if (starting) this.deps.onStatus({ state: 'starting' });
    this.beatNow();
  }

  /** A heartbeat now, e.g. when the page becomes visible again or the network returns. */
  beatNow(): void {
    if (this.preferred === 0) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    void this.beat();
  }

  /** Stops beating and tells the exchange to switch off (preferredTimeoutSeconds 0). */
  async stop(): Promise<void> {
    this.preferred = 0;
    this.generation += 1;
    this.inFlight = false;
    this.again = false;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.deps.onStatus({ state: 'off' });
    try {
      this.report(await this.deps.send(0));
    } catch {
      // Nothing more to do: unheard, the switch fires after the timeout as for a lost connection.
    }
  }

  private async beat(): Promise<void> {
    const generation = this.generation;
    const preferred = this.preferred;
    this.inFlight = true;
    let delay: number;
    try {
      const report = await this.deps.send(preferred);
      if (generation !== this.generation) return;
      this.granted = report.actualTimeoutSeconds;
      this.report(report);
      this.deps.onStatus({ state: 'on', actualTimeoutSeconds: report.actualTimeoutSeconds });
      delay = heartbeatIntervalMs(report.actualTimeoutSeconds);
    } catch (error) {
      if (generation !== this.generation) return;
      const seconds = this.granted ?? preferred;
      this.deps.onStatus({
        state: 'failing',
        actualTimeoutSeconds: seconds,
        error: error instanceof Error ? error.message : String(error),
      });
      delay = Math.min(RETRY_MS, heartbeatIntervalMs(seconds));
    } finally {
      if (generation === this.generation) this.inFlight = false;
    }
    if (this.again) {
      this.again = false;
      this.beatNow();
      return;
    }
    this.cancelTimer = this.deps.timer.set(delay, () => {
      this.cancelTimer = undefined;
      void this.beat();
    });
  }

  private report(report: HeartbeatReport): void {
    if (report.actionPerformed !== 'NONE') this.deps.onAction(report.actionPerformed);
  }
}
