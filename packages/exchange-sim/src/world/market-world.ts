// The live market world as a simulator service: generates the fixture list from the seed, keeps
// a rolling horizon of events on the exchange (new ones keep coming, so the world never runs
// dry), runs each event's lifecycle and, unless turned off, the synthetic liquidity.
import type { Simulator, SimService } from '../simulator.js';
import { Agenda } from '../lifecycle/agenda.js';
import { CLEARED_RETENTION_MS, pruneHistory } from '../lifecycle/retention.js';
import { DEFAULT_TIMINGS, EventLifecycle, type LifecycleTimings } from '../lifecycle/event-lifecycle.js';
import {
  DEFAULT_LIQUIDITY,
  LiquidityService,
  type LiquidityOptions,
} from '../liquidity/liquidity-service.js';
import { DAY_MS, eventsOfDay } from './world-generator.js';
import { WorldRegistry } from './world-registry.js';
import type { SportKey, WorldEvent } from './world-model.js';

export interface MarketWorldOptions {
  /** Only these sports (all by default). */
  readonly sports?: readonly SportKey[];
  /** Tennis fixtures per hour (default 1; world-generator.ts GeneratorOptions.liveDensity). */
  readonly liveDensity?: number;
  /** Synthetic liquidity on (default true). */
  readonly liquidity?: boolean;
  /** Events are put on the exchange this long before their start (default 24 h). */
  readonly horizonMs?: number;
  /** At start, events that began up to this long ago join, already under way (default 4 h). */
  readonly historyMs?: number;
  /** How often the horizon moves on and old history is pruned (default 10 min). */
  readonly extendEveryMs?: number;
  /** People's cleared orders are kept this long (default CLEARED_RETENTION_MS, 93 days). */
  readonly clearedRetentionMs?: number;
  readonly timings?: Partial<LifecycleTimings>;
  readonly liquidityOptions?: Partial<LiquidityOptions>;
}

export interface MarketWorld extends SimService {
  readonly registry: WorldRegistry;
  /** Undefined when liquidity is off. */
  readonly liquidity: LiquidityService | undefined;
}

export function createMarketWorld(simulator: Simulator, options: MarketWorldOptions = {}): MarketWorld {
  const horizonMs = options.horizonMs ?? DAY_MS;
  const historyMs = options.historyMs ?? 4 * 3_600_000;
  const extendEveryMs = options.extendEveryMs ?? 600_000;
  const clearedRetentionMs = options.clearedRetentionMs ?? CLEARED_RETENTION_MS;
  if (!(horizonMs > 0) || !(historyMs >= 0) || !(extendEveryMs > 0) || !(clearedRetentionMs > 0)) {
    throw new RangeError(
      'market world: horizonMs, extendEveryMs and clearedRetentionMs must be positive, historyMs not negative',
    );
  }
  const registry = new WorldRegistry();
  const agenda = new Agenda(simulator.clock);
  const lifecycle = new EventLifecycle(simulator, registry, agenda, {
    ...DEFAULT_TIMINGS,
    ...options.timings,
  });
  simulator.matchControl = lifecycle;
  const liquidity =
    options.liquidity === false
      ? undefined
      : new LiquidityService(simulator, registry, { ...DEFAULT_LIQUIDITY, ...options.liquidityOptions });
  const generator = {
    seed: simulator.seed,
    commissionRate: simulator.commissionRate,
    sports: options.sports,
    liveDensity: options.liveDensity,
  };
  const pending: WorldEvent[] = [];
  let nextDay = 0;
  let started = false;

  /** Puts every event starting before the horizon on the exchange, generating days as needed. */
  const extend = (): void => {
    const until = simulator.clock.now() + horizonMs;
    while (nextDay * DAY_MS <= until) {
      pending.push(...eventsOfDay(generator, nextDay));
      nextDay += 1;
    }
    pending.sort((a, b) => a.startTime - b.startTime);
    while (pending[0] !== undefined && pending[0].startTime <= until) lifecycle.add(pending.shift()!);
  };

  const scheduleExtend = (): void => {
    agenda.after(extendEveryMs, () => {
      extend();
      pruneHistory(simulator.exchange, clearedRetentionMs);
      scheduleExtend();
    });
  };

  return {
    registry,
    liquidity,
    start() {
      if (!started) {
        started = true;
        const from = simulator.clock.now() - historyMs;
        nextDay = Math.floor(from / DAY_MS);
        const first = eventsOfDay(generator, nextDay).filter((event) => event.startTime >= from);
        nextDay += 1;
        pending.push(...first);
        extend();
        scheduleExtend();
      }
      agenda.start();
      liquidity?.start();
    },
    stop() {
      liquidity?.stop();
      agenda.stop();
    },
  };
}
