// Each generated event's life on the simulated clock (betfair-protocol §8.6–§8.10, §8.13):
// markets are added INACTIVE, OPEN some hours before the off, SUSPENDED at the off while BSP
// markets reconcile, turned in play (or left closed for betting), suspended and resumed around
// the match's material incidents, then settled from the simulated result and finally dropped
// from the exchange. Racing may lose a non-runner before the off (Rule 4 reduction factors).
import {
  lapseAllUnmatched,
  openMarket,
  removeRunner,
  suspendMarket,
  turnInPlay,
} from '../core/market-ops.js';
import { settleMarket } from '../core/settlement.js';
import { reconcileStartingPrices } from '../core/starting-price.js';
import type { GoalOutcome, MatchControl, Simulator } from '../simulator.js';
import { Random, mixSeed } from '../world/prng.js';
import type { MarketEntry, WorldRegistry } from '../world/world-registry.js';
import type { WorldEvent } from '../world/world-model.js';
import type { Agenda } from './agenda.js';
import { entrantOf } from './models/race-model.js';
import { SoccerModel } from './models/soccer-model.js';
import { forgetSettledMarket } from './retention.js';

export interface LifecycleTimings {
  /** How long before the off a match sport's markets open. */
  readonly openLeadMs: number;
  readonly racingOpenLeadMs: number;
  /** The suspension at the off before the market turns in play. */
  readonly offSuspendMs: number;
  /** From the final whistle (or the line) to settlement. */
  readonly settleDelayMs: number;
  /** Settled markets leave the exchange after this, to bound memory. */
  readonly dropAfterMs: number;
  /** Chance that a race loses a non-runner before the off. */
  readonly nonRunnerChance: number;
}

export const DEFAULT_TIMINGS: LifecycleTimings = {
  openLeadMs: 18 * 3_600_000,
  racingOpenLeadMs: 12 * 3_600_000,
  offSuspendMs: 5_000,
  settleDelayMs: 120_000,
  dropAfterMs: 3_600_000,
  nonRunnerChance: 0.15,
};

interface EventRun {
  readonly event: WorldEvent;
  readonly entries: readonly MarketEntry[];
  readonly rng: Random;
  off: boolean;
  resumeAt: number;
  cancelResume: (() => void) | undefined;
}

const isRacing = (event: WorldEvent): boolean =>
  event.sport === 'HORSE_RACING' || event.sport === 'GREYHOUND_RACING';

export class EventLifecycle implements MatchControl {
  /** The events on the exchange by event id, until they are dropped. */
  private readonly runs = new Map<string, EventRun>();

  constructor(
    private readonly simulator: Simulator,
    private readonly registry: WorldRegistry,
    private readonly agenda: Agenda,
    private readonly timings: LifecycleTimings = DEFAULT_TIMINGS,
  ) {}

  private get exchange() {
    return this.simulator.exchange;
  }

  /** Puts an event's markets on the exchange and schedules its whole life. */
  add(event: WorldEvent): void {
    const now = this.simulator.clock.now();
    const entries = event.markets.map((world) => {
      const entry: MarketEntry = { world, market: this.exchange.addMarket(world.spec), event };
      this.registry.markets.set(world.spec.marketId, entry);
      return entry;
    });
    const run: EventRun = {
      event,
      entries,
      rng: new Random(mixSeed(this.simulator.seed, Number(event.event.id), event.startTime)),
      off: false,
      resumeAt: 0,
      cancelResume: undefined,
    };
    this.runs.set(event.event.id, run);
    const lead = isRacing(event) ? this.timings.racingOpenLeadMs : this.timings.openLeadMs;
    const openAt = Math.max(now, event.startTime - lead);
    this.agenda.at(openAt, () => this.open(run));
    const lastCall = event.startTime - 300_000;
    if (isRacing(event) && lastCall > openAt && run.rng.chance(this.timings.nonRunnerChance)) {
      this.agenda.at(run.rng.between(openAt, lastCall), () => this.nonRunner(run));
    }
    this.agenda.at(Math.max(now, event.startTime), () => this.off(run));
  }

  private open(run: EventRun): void {
    // The pre-match score (NOT_STARTED: 'Starting soon') and the broadcasts show from the opening.
    this.publish(run);
    for (const entry of run.entries) {
      if (entry.market.status !== 'INACTIVE') continue;
      openMarket(this.exchange, entry.market);
      if (isRacing(run.event)) this.setAdjustmentFactors(entry);
      this.registry.announce(entry, 'OPEN');
    }
  }

  /** Racing runners carry their chance × 100 as the Rule 4 adjustment factor. */
  private setAdjustmentFactors(entry: MarketEntry): void {
    const chances = entry.event.model.fairValues(entry.world);
    entry.market.runners.forEach((runner, index) => {
      runner.adjustmentFactor = Math.round((chances[index] ?? 0) * 10_000) / 100;
    });
  }

  private nonRunner(run: EventRun): void {
    if (run.off) return;
    const first = run.entries[0];
    if (first === undefined) return;
    const active = first.market.runners.filter((runner) => runner.status === 'ACTIVE');
    if (active.length < 6) return;
    const removed = run.rng.pick(active);
    const entrant = entrantOf(first.world.outcomes[removed.index]!);
    for (const entry of run.entries) {
      // A market settled ahead of its race (the simulator's settle control) keeps its result.
      if (entry.market.status === 'CLOSED') continue;
      this.setAdjustmentFactors(entry);
      const runner = entry.market.runners[entry.world.outcomes.indexOf(`RUNNER:${entrant}`)];
      if (runner !== undefined)
        removeRunner(this.exchange, entry.market, runner.selectionId, runner.handicap);
    }
    run.event.model.withdraw?.(entrant);
    for (const entry of run.entries) {
      if (entry.market.status === 'OPEN') this.registry.announce(entry, 'OPEN');
    }
  }

  private off(run: EventRun): void {
    run.off = true;
    const { model } = run.event;
    for (const { market } of run.entries) {
      // Settled ahead of the off by the simulator's settle control: it stays as settled.
      if (market.status === 'CLOSED') continue;
      if (market.status === 'INACTIVE') openMarket(this.exchange, market);
      suspendMarket(this.exchange, market);
      if (market.spec.bspMarket) reconcileStartingPrices(this.exchange, market);
      if (market.spec.turnInPlayEnabled) turnInPlay(this.exchange, market, market.spec.inPlayBetDelay);
      else lapseAllUnmatched(this.exchange, market, 'MKT_SUSPENDED');
    }
    model.kickOff?.(run.event.startTime);
    if (this.simulator.clock.now() > run.event.startTime) {
      this.fastForward(run);
      return;
    }
    this.publish(run);
    this.suspendInPlay(run, 'Off', this.timings.offSuspendMs);
    this.agenda.after(model.stepMs, () => this.step(run));
  }

  /**
   * An event whose off was already past when the world started (or the horizon reached it) is
   * played from its off up to now, without the suspensions of its incidents, which are long
   * over. Finished, it is settled at once (a trader starting the exchange at 22:00 expects the
   * 18:05 race to be a result, not a suspended market) and leaves the exchange when it would
   * have; under way, its in-play markets open at once with the live score, so they are quoted.
   */
  private fastForward(run: EventRun): void {
    const { model } = run.event;
    const now = this.simulator.clock.now();
    let at = run.event.startTime + model.stepMs;
    for (; at <= now && !model.finished; at += model.stepMs) model.step(run.rng, at);
    this.publish(run);
    if (model.finished) {
      this.settle(run, at - model.stepMs + this.settleDelay(run));
      return;
    }
    this.resume(run);
    this.agenda.at(at, () => this.step(run));
  }

  private step(run: EventRun): void {
    const { model } = run.event;
    const now = this.simulator.clock.now();
    const incidents = model.step(run.rng, now);
    this.publish(run);
    if (model.finished) {
      this.finish(run);
      return;
    }
    for (const incident of incidents) this.suspendInPlay(run, incident.description, incident.suspendMs);
    this.agenda.after(model.stepMs, () => this.step(run));
  }

  /** Suspends the in-play markets until `ms` from now (a later incident extends it). */
  private suspendInPlay(run: EventRun, reason: string, ms: number): void {
    for (const { market } of run.entries) {
      if (market.inPlay && market.status === 'OPEN') suspendMarket(this.exchange, market, reason);
    }
    const resumeAt = this.simulator.clock.now() + ms;
    if (resumeAt <= run.resumeAt) return;
    run.resumeAt = resumeAt;
    run.cancelResume?.();
    run.cancelResume = this.agenda.at(resumeAt, () => this.resume(run));
  }

  private resume(run: EventRun): void {
    run.cancelResume = undefined;
    if (run.event.model.finished) return;
    for (const entry of run.entries) {
      if (!entry.market.inPlay || entry.market.status !== 'SUSPENDED') continue;
      openMarket(this.exchange, entry.market);
      this.registry.announce(entry, 'OPEN');
    }
  }

  private finish(run: EventRun): void {
    run.cancelResume?.();
    for (const { market } of run.entries) {
      if (market.status === 'OPEN') suspendMarket(this.exchange, market, 'Result');
    }
    this.agenda.after(this.settleDelay(run), () => this.settle(run, this.simulator.clock.now()));
  }

  /** From the end of the match (or the line) to the result. */
  private settleDelay(run: EventRun): number {
    return isRacing(run.event) ? this.timings.settleDelayMs * 1.5 : this.timings.settleDelayMs;
  }

  /** Settles the markets now; they leave the exchange `dropAfterMs` after `settledAt`, their due time. */
  private settle(run: EventRun, settledAt: number): void {
    for (const entry of run.entries) {
      if (entry.market.status === 'CLOSED') continue;
      settleMarket(this.exchange, entry.market, run.event.model.settlement(entry.world));
      this.registry.announce(entry, 'CLOSED');
    }
    this.agenda.at(settledAt + this.timings.dropAfterMs, () => this.drop(run));
  }

  private drop(run: EventRun): void {
    for (const entry of run.entries) {
      forgetSettledMarket(this.exchange, entry.market.marketId);
      this.registry.markets.delete(entry.market.marketId);
      this.registry.announce(entry, 'DROPPED');
    }
    if (!isRacing(run.event)) this.simulator.scoreboard.delete(run.event.event.id);
    this.runs.delete(run.event.event.id);
  }

  /**
   * The goal control: a goal now, through the path of the match's own goals (the model scores it,
   * the live score and timeline are published, the in-play markets suspend and reopen at the
   * prices of the new score).
   */
  scoreGoal(eventId: string, team: 'home' | 'away'): GoalOutcome {
    const run = this.runs.get(eventId);
    if (run === undefined) return 'UNKNOWN_EVENT';
    const { model } = run.event;
    if (!(model instanceof SoccerModel)) return 'NOT_FOOTBALL';
    if (!run.off || !model.playing) return 'NOT_IN_PLAY';
    const incident = model.goal(team, this.simulator.clock.now());
    this.publish(run);
    this.suspendInPlay(run, incident.description, incident.suspendMs);
    return 'SCORED';
  }

  private publish(run: EventRun): void {
    const state = run.event.model.liveState(this.simulator.clock.now());
    if (state !== undefined) this.simulator.scoreboard.set(state);
  }
}
