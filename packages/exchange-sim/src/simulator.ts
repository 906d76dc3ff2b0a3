// The embedded exchange assembled: clock, engine, accounts, sessions, keys and the running parts
// (market world, lifecycle, synthetic liquidity) that make it a live market. Transports (HTTP
// plugin, stream server) take a Simulator and expose it on Betfair's protocols.
import { AppKeyRegistry } from './identity/app-keys.js';
import { SessionStore, type SessionLifetimes } from './identity/session-store.js';
import { ScaledClock, type Clock, type RealTime } from './core/clock.js';
import { Exchange } from './core/exchange.js';
import { Scoreboard } from './inplay/scoreboard.js';
import { DEMO_ACCOUNTS } from './world/demo-accounts.js';
import { createMarketWorld } from './world/market-world.js';

export interface SimulatorOptions {
  /** Seed of the market world: the same seed gives the same world (SIM_SEED). */
  readonly seed?: number;
  /** Speed of the simulated clock (SIM_SPEED); ignored when `clock` is given. */
  readonly speed?: number;
  /** A clock of the caller's (tests step a ManualClock). */
  readonly clock?: Clock;
  /** Real time, for what Betfair times in real seconds (customerRef de-duplication); default the system's. */
  readonly realNow?: RealTime;
  /** Commission on net market winnings, percent (betfair-protocol §8.13). */
  readonly commissionRate?: number;
  readonly sessionLifetimes?: SessionLifetimes;
  /** Live app key and its delayed twin. */
  readonly appKey?: string;
  readonly delayedAppKey?: string;
  /** Run the generated market world with synthetic liquidity (the CLI and server pass true; tests stay empty). */
  readonly world?: boolean;
  /** Tennis fixtures per hour of that world (SIM_LIVE_DENSITY, default 1): hundreds in play from about 100. */
  readonly liveDensity?: number;
  /** The web vendor the product signs users in as (OAuth client). */
  readonly vendor?: {
    readonly vendorId: string;
    readonly vendorSecret: string;
    readonly redirectUrl: string;
  };
}

/** What the goal control did: scored, or why not. */
export type GoalOutcome = 'SCORED' | 'UNKNOWN_EVENT' | 'NOT_FOOTBALL' | 'NOT_IN_PLAY';

/** Incidents forced on the running world's matches, for tests and demos (POST /simulator/goal). */
export interface MatchControl {
  /** A goal for `team` now in the football match `eventId`, as if the match had produced it. */
  scoreGoal(eventId: string, team: 'home' | 'away'): GoalOutcome;
}

/** A part of the simulator that runs on the clock (world, lifecycle, liquidity). */
export interface SimService {
  start(): void;
  stop(): void;
}

export const SIM_DEFAULTS = {
  seed: 1,
  speed: 1,
  commissionRate: 5,
  appKey: 'greenbook-sim-app-key',
  delayedAppKey: 'greenbook-sim-app-key-delayed',
  vendor: {
    vendorId: '70001',
    vendorSecret: 'greenbook-sim-vendor-secret',
    redirectUrl: 'http://127.0.0.1:8080/',
  },
} as const;

export class Simulator {
  readonly seed: number;
  readonly commissionRate: number;
  readonly clock: Clock;
  readonly exchange: Exchange;
  readonly sessions: SessionStore;
  readonly appKeys = new AppKeyRegistry();
  readonly scoreboard = new Scoreboard();
  /** Set by the market world that plays the matches; undefined while none runs. */
  matchControl: MatchControl | undefined = undefined;
  private readonly services: SimService[] = [];
  private running = false;

  constructor(options: SimulatorOptions = {}) {
    this.seed = options.seed ?? SIM_DEFAULTS.seed;
    this.commissionRate = options.commissionRate ?? SIM_DEFAULTS.commissionRate;
    this.clock = options.clock ?? new ScaledClock(options.speed ?? SIM_DEFAULTS.speed);
    this.exchange = new Exchange({
      clock: this.clock,
      ...(options.realNow === undefined ? {} : { realNow: options.realNow }),
    });
    this.sessions = new SessionStore(this.clock, options.sessionLifetimes);
    const appKey = options.appKey ?? SIM_DEFAULTS.appKey;
    this.appKeys.addKey({ key: appKey, name: 'Greenbook', delayed: false });
    this.appKeys.addKey({
      key: options.delayedAppKey ?? SIM_DEFAULTS.delayedAppKey,
      name: 'Greenbook (delayed)',
      delayed: true,
    });
    const vendor = options.vendor ?? SIM_DEFAULTS.vendor;
    this.appKeys.addVendor({ ...vendor, name: 'Greenbook', appKey });
    for (const account of DEMO_ACCOUNTS) this.exchange.addAccount(account);
    if (options.world === true)
      this.addService(
        createMarketWorld(
          this,
          options.liveDensity === undefined ? {} : { liveDensity: options.liveDensity },
        ),
      );
  }

  /** Adds a running part; started at once when the simulator already runs. */
  addService(service: SimService): void {
    this.services.push(service);
    if (this.running) service.start();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    for (const service of this.services) service.start();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    for (const service of [...this.services].reverse()) service.stop();
  }
}
