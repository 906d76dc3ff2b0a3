// Practice sessions, one per trader (vendorId) in this process (issue 21 §1). A session holds the
// parsed file and the current run; seeking or restarting replaces the run (runNumber counts them,
// so the web app knows to open its streams afresh). Sessions left alone for 30 minutes are ended,
// and at most MAX_PRACTICE_SESSIONS exist at once, each a small exchange of its own.
import { randomUUID } from 'node:crypto';
import type { HistoricalFile } from '@greenbook/exchange-sim';
import type { CurrencyCode } from '@greenbook/trading';
import type { PracticeSpeed } from './practice-clock.js';
import { PracticeRun, type RunPosition } from './practice-run.js';

export const MAX_PRACTICE_SESSIONS = 20;
export const PRACTICE_IDLE_MS = 30 * 60_000;

export interface PracticeState {
  readonly sessionId: string;
  readonly runNumber: number;
  readonly marketId: string;
  readonly marketName: string;
  readonly eventId: string;
  readonly eventName: string;
  readonly eventTypeId: string;
  readonly marketStatus: string;
  readonly currencyCode: CurrencyCode;
  readonly speed: PracticeSpeed;
  readonly playing: boolean;
  readonly position: RunPosition;
}

export type PracticeControl =
  | { readonly action: 'play' }
  | { readonly action: 'pause' }
  | { readonly action: 'restart' }
  | { readonly action: 'speed'; readonly speed: PracticeSpeed }
  | { readonly action: 'seek'; readonly at: number };

export class PracticeLimitError extends Error {
  override readonly name = 'PracticeLimitError';
}

export class PracticeSession {
  readonly sessionId = randomUUID();
  runNumber = 1;
  lastUsed: number;

  constructor(
    readonly vendorId: string,
    private readonly file: HistoricalFile,
    private readonly currencyCode: CurrencyCode,
    private readonly appKey: string,
    public run: PracticeRun,
    now: number,
  ) {
    this.lastUsed = now;
  }

  state(): PracticeState {
    const { market, clock } = this.run;
    const { spec } = market;
    return {
      sessionId: this.sessionId,
      runNumber: this.runNumber,
      marketId: spec.marketId,
      marketName: spec.marketName,
      eventId: spec.event.id,
      eventName: spec.event.name,
      eventTypeId: spec.eventType.id,
      marketStatus: market.status,
      currencyCode: this.currencyCode,
      speed: clock.state.speed,
      playing: clock.state.playing,
      position: this.run.position(),
    };
  }

  async control(control: PracticeControl): Promise<void> {
    const { clock } = this.run;
    switch (control.action) {
      case 'play':
        clock.play();
        return;
      case 'pause':
        clock.pause();
        return;
      case 'speed':
        clock.setSpeed(control.speed);
        return;
      case 'restart':
        await this.rebuild(undefined);
        return;
      case 'seek':
        await this.rebuild(control.at);
    }
  }

  /** A new run from `startAt` (the file's start when undefined), paused, at the same speed. */
  private async rebuild(startAt: number | undefined): Promise<void> {
    const { from, to } = this.run.position();
    const speed = this.run.clock.state.speed;
    const next = await PracticeRun.start({
      file: this.file,
      currencyCode: this.currencyCode,
      appKey: this.appKey,
      speed,
      ...(startAt === undefined ? {} : { startAt: Math.min(Math.max(startAt, from), to) }),
    });
    const previous = this.run;
    this.run = next;
    this.runNumber += 1;
    await previous.stop();
  }

  async end(): Promise<void> {
    await this.run.stop();
  }
}

export class PracticeSessions {
  private readonly byVendor = new Map<string, PracticeSession>();
  /** Sessions being started (a file is being loaded): counted against the limit already. */
  private starting = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => void this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** The caller's session, marked as used; undefined when they have none. */
  of(vendorId: string): PracticeSession | undefined {
    const session = this.byVendor.get(vendorId);
    if (session !== undefined) session.lastUsed = this.now();
    return session;
  }

  byId(sessionId: string): PracticeSession | undefined {
    for (const session of this.byVendor.values()) if (session.sessionId === sessionId) return session;
    return undefined;
  }

  /** Replaces the caller's session with one on `file`, paused at its first line. */
  async open(options: {
    readonly vendorId: string;
    readonly file: HistoricalFile;
    readonly currencyCode: CurrencyCode;
    readonly appKey: string;
  }): Promise<PracticeSession> {
    await this.end(options.vendorId);
    if (this.byVendor.size + this.starting >= MAX_PRACTICE_SESSIONS)
      throw new PracticeLimitError('Too many practice sessions are open; try again in a few minutes');
    this.starting += 1;
    let run: PracticeRun;
    try {
      run = await PracticeRun.start({ ...options, speed: 1 });
    } finally {
      this.starting -= 1;
    }
    const session = new PracticeSession(
      options.vendorId,
      options.file,
      options.currencyCode,
      options.appKey,
      run,
      this.now(),
    );
    // Two uploads of one trader at once: the one that finishes last is the session, and the other
    // is stopped here, not left running with nobody to reach it.
    const replaced = this.byVendor.get(options.vendorId);
    this.byVendor.set(options.vendorId, session);
    await replaced?.end();
    return session;
  }

  async end(vendorId: string): Promise<boolean> {
    const session = this.byVendor.get(vendorId);
    if (session === undefined) return false;
    this.byVendor.delete(vendorId);
    await session.end();
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.byVendor.keys()].map((vendorId) => this.end(vendorId)));
  }

  private async sweep(): Promise<void> {
    const cutoff = this.now() - PRACTICE_IDLE_MS;
    for (const [vendorId, session] of [...this.byVendor])
      if (session.lastUsed < cutoff) await this.end(vendorId);
  }
}
