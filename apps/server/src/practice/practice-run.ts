// One run of a practice file: a private embedded exchange (exchange-sim, no market world) on the
// trader's own PracticeClock, holding the replayed market and one practice account, serving
// API-NG in-process (Fastify inject: no port) and the Exchange Stream on a loopback port of its
// own, which the product's /practice/stream bridge connects to. Seeking back or restarting builds
// a new run from the same parsed file at that recorded moment: the exchange cannot rewind.
import {
  exchangeSimPlugin,
  replayHistoricalFile,
  Simulator,
  StreamServer,
  type HistoricalFile,
  type HistoricalReplayService,
  type SimAccount,
  type SimMarket,
} from '@greenbook/exchange-sim';
import type { CurrencyCode } from '@greenbook/trading';
import Fastify, { type FastifyInstance } from 'fastify';
import { PracticeClock, type PracticeSpeed } from './practice-clock.js';
import { PracticeLedger, type PracticeReport } from './practice-report.js';

/** The practice account's id in every run's exchange. */
export const PRACTICE_ACCOUNT_ID = 'PRACTICE';

/** The practice bank: the equivalent of GBP 1,000 in the trader's currency, in whole units. */
export const PRACTICE_BANK_GBP = 1000;

/** Sessions registered in a run never expire on its clock, which may race through days. */
const RUN_SESSION_MS = 100 * 365 * 24 * 3600_000;

export interface RunOptions {
  readonly file: HistoricalFile;
  /** Recorded moment to start from (epoch ms); the file's first line by default. */
  readonly startAt?: number;
  readonly currencyCode: CurrencyCode;
  /** The product's app key: the web app sends it to the practice exchange as to the real one. */
  readonly appKey: string;
  readonly speed: PracticeSpeed;
}

export interface RunPosition {
  readonly from: number;
  readonly to: number;
  readonly at: number;
  readonly finished: boolean;
}

export class PracticeRun {
  readonly clock: PracticeClock;
  readonly market: SimMarket;
  private readonly simulator: Simulator;
  private readonly account: SimAccount;
  private readonly replay: HistoricalReplayService;
  private readonly ledger: PracticeLedger;
  private readonly span: { from: number; to: number };

  private constructor(
    options: RunOptions,
    private readonly api: FastifyInstance,
    private readonly stream: StreamServer,
    simulator: Simulator,
    clock: PracticeClock,
  ) {
    this.simulator = simulator;
    this.clock = clock;
    const loaded = replayHistoricalFile(simulator, options.file, {
      ...(options.startAt === undefined ? {} : { startAt: options.startAt }),
    });
    this.market = loaded.market;
    this.replay = loaded.service;
    this.span = { from: loaded.firstPt, to: loaded.lastPt };
    const rate = simulator.exchange.currencyRates[options.currencyCode];
    const balance = Math.round(PRACTICE_BANK_GBP * rate);
    this.account = simulator.exchange.addAccount({
      accountId: PRACTICE_ACCOUNT_ID,
      username: 'practice',
      // Nobody logs in as it: the trader's own token is registered for it (allowToken).
      password: crypto.randomUUID(),
      firstName: 'Practice',
      lastName: 'Account',
      currencyCode: options.currencyCode,
      countryCode: 'GB',
      localeCode: 'en',
      region: 'GBR',
      timezone: 'UTC',
      balance,
      discountRate: 0,
    });
    this.ledger = new PracticeLedger(
      simulator.exchange,
      this.account,
      this.market,
      this.account.balanceCents,
      this.span,
    );
    this.ledger.sample(this.replay.position());
    clock.onStep(() => this.ledger.sample(this.replay.position()));
    simulator.addService(this.replay);
  }

  static async start(options: RunOptions): Promise<PracticeRun> {
    const first = options.file.records[0]!.pt;
    // Simulated time is recorded time: the clock starts where the replay does, at speed 1.
    const clock = new PracticeClock(Math.max(first, options.startAt ?? first));
    clock.setSpeed(options.speed);
    const simulator = new Simulator({ clock, appKey: options.appKey, world: false });
    const api = Fastify({ logger: false, bodyLimit: 256 * 1024 });
    await api.register(exchangeSimPlugin, { simulator, widgetsService: false });
    await api.ready();
    const stream = new StreamServer(simulator);
    await stream.listen({ port: 0, host: '127.0.0.1' });
    const run = new PracticeRun(options, api, stream, simulator, clock);
    simulator.start();
    return run;
  }

  get streamPort(): number {
    return this.stream.port!;
  }

  /** Lets `token` act as the practice account in this run (the trader's own exchange token). */
  allowToken(token: string): void {
    const sessions = this.simulator.sessions;
    if (sessions.resolve(token)?.accountId === PRACTICE_ACCOUNT_ID) return;
    const now = this.clock.now();
    sessions.restore([
      {
        token,
        kind: 'OAUTH',
        accountId: PRACTICE_ACCOUNT_ID,
        appKey: undefined,
        vendorId: undefined,
        createdAt: now,
        expiresAt: now + RUN_SESSION_MS,
      },
    ]);
  }

  /** An API-NG request answered by this run's exchange, in-process. */
  async callApi(request: {
    readonly url: string;
    readonly headers: Record<string, string>;
    readonly body: string;
  }): Promise<{ status: number; contentType: string; body: string }> {
    const answer = await this.api.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    this.ledger.collectOrders();
    this.ledger.sample(this.clock.now());
    return {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? 'application/json'),
      body: answer.body,
    };
  }

  position(): RunPosition {
    return { ...this.span, at: this.replay.position(), finished: this.replay.finished() };
  }

  report(): PracticeReport {
    return this.ledger.report();
  }

  async stop(): Promise<void> {
    this.clock.dispose();
    this.simulator.stop();
    await this.stream.close();
    await this.api.close();
  }
}
