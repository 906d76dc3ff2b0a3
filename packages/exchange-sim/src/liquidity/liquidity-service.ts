// Synthetic liquidity (the embedded exchange's market makers and takers). Every OPEN market is
// quoted around its fair prices through the same placeOrders path as people's bets: thinly and
// rarely far from the off, deeper and more often within the quote window and in play. Quotes are
// refreshed (cancel/replace) now and then, prices drift before the off and jump with the match,
// and takers trade at the best prices so volume grows towards the off. Work stays bounded: far
// markets are refreshed every quarter of an hour, a few levels per runner, one clock timer for
// everything.
import { placeOrders } from '../core/place-orders.js';
import type { PlaceInstructionInput } from '../core/instructions.js';
import type { ExecutionReport, PlaceInstructionReport } from '../core/reports.js';
import type { Simulator, SimService } from '../simulator.js';
import { Agenda } from '../lifecycle/agenda.js';
import { Random, mixSeed } from '../world/prng.js';
import type { MarketEntry, MarketPhase, WorldRegistry } from '../world/world-registry.js';
import type { WorldEvent } from '../world/world-model.js';
import { fairPrices, type RunnerFair } from './fair-prices.js';
import { importance } from './market-importance.js';
import { planQuotes } from './quote-plan.js';
import { syncRunnerQuotes, type PlannedOrder } from './quote-sync.js';
import {
  MAKER_ACCOUNTS,
  TAKER_ACCOUNTS,
  addSyntheticAccounts,
  pruneSyntheticHistory,
} from './synthetic-accounts.js';

export interface LiquidityOptions {
  /** From this long before the off, quotes deepen and are refreshed every `preOffRefreshMs`. */
  readonly quoteWindowMs: number;
  /** Refresh of an OPEN market's thin quotes before its quote window. */
  readonly farRefreshMs: number;
  readonly preOffRefreshMs: number;
  readonly inPlayRefreshMs: number;
  /** Pre-off drift of the models' strengths happens at most this often per event. */
  readonly driftEveryMs: number;
  readonly pruneEveryMs: number;
}

export const DEFAULT_LIQUIDITY: LiquidityOptions = {
  quoteWindowMs: 3 * 3_600_000,
  farRefreshMs: 900_000,
  preOffRefreshMs: 30_000,
  inPlayRefreshMs: 8_000,
  driftEveryMs: 30_000,
  pruneEveryMs: 600_000,
};

const MAX_INSTRUCTIONS = 200;

export class LiquidityService implements SimService {
  private readonly agenda: Agenda;
  private readonly rng: Random;
  private readonly makers = new Set(MAKER_ACCOUNTS.map((spec) => spec.accountId));
  private readonly scheduled = new Map<string, () => void>();
  private readonly lastDrift = new WeakMap<WorldEvent, number>();
  /** Markets with a crossing (possibly bet-delayed) placement still under way. */
  private readonly crossingUnderWay = new Map<string, number>();
  /** Kinds of refused placement already logged (see noteRefused). */
  private readonly refusalsLogged = new Set<string>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly simulator: Simulator,
    private readonly registry: WorldRegistry,
    private readonly options: LiquidityOptions = DEFAULT_LIQUIDITY,
  ) {
    this.agenda = new Agenda(simulator.clock);
    this.rng = new Random(mixSeed(simulator.seed, 0x11d));
  }

  start(): void {
    addSyntheticAccounts(this.simulator.exchange);
    this.unsubscribe = this.registry.onPhase((entry, phase) => this.onPhase(entry, phase));
    for (const entry of this.registry.markets.values())
      if (entry.market.status === 'OPEN') this.scheduleAt(entry, this.now());
    const prune = (): void => {
      pruneSyntheticHistory(this.simulator.exchange);
      this.agenda.after(this.options.pruneEveryMs, prune);
    };
    this.agenda.after(this.options.pruneEveryMs, prune);
    this.agenda.start();
  }

  stop(): void {
    this.unsubscribe?.();
    this.agenda.stop();
  }

  /** Quotes one market now (its regular refresh; tests call it to skip waiting). */
  quoteMarket(marketId: string): void {
    const entry = this.registry.markets.get(marketId);
    if (entry !== undefined) this.refresh(entry);
  }

  private now(): number {
    return this.simulator.clock.now();
  }

  private onPhase(entry: MarketEntry, phase: MarketPhase): void {
    if (phase === 'OPEN') {
      this.scheduleAt(entry, this.now());
      return;
    }
    this.scheduled.get(entry.market.marketId)?.();
    this.scheduled.delete(entry.market.marketId);
  }

  private scheduleAt(entry: MarketEntry, at: number): void {
    const id = entry.market.marketId;
    this.scheduled.get(id)?.();
    this.scheduled.set(
      id,
      this.agenda.at(at, () => this.refresh(entry)),
    );
  }

  private refresh(entry: MarketEntry): void {
    const { market, event } = entry;
    this.scheduled.delete(market.marketId);
    // Suspended and inactive markets are quoted again when the lifecycle reopens them.
    if (market.status !== 'OPEN' || event.model.finished) return;
    const now = this.now();
    const toOff = event.startTime - now;
    if (!market.inPlay && now - (this.lastDrift.get(event) ?? -Infinity) >= this.options.driftEveryMs) {
      event.model.drift(this.rng);
      this.lastDrift.set(event, now);
    }
    const closeness = market.inPlay ? 0.6 : this.closeness(toOff);
    const scale = importance(entry) * closeness;
    const fair = fairPrices(entry);
    this.quote(entry, fair, scale);
    this.maybeTake(entry, fair, market.inPlay ? 0.5 : 0.1 + 0.6 * closeness);
    const every = market.inPlay
      ? this.options.inPlayRefreshMs
      : toOff > this.options.quoteWindowMs
        ? this.options.farRefreshMs
        : this.options.preOffRefreshMs * (toOff > 3_600_000 ? 2 : 1);
    this.scheduleAt(entry, now + Math.round(every * this.rng.between(0.7, 1.3)));
  }

  /**
   * How close to the off a market is, for its quotes' size: 0.25 at the quote window's start,
   * rising to 1 at the off; before the window it falls with the time left, so a market opening
   * a day ahead already shows thin prices on both sides and its liquidity builds towards the off.
   */
  private closeness(toOff: number): number {
    const window = this.options.quoteWindowMs;
    if (toOff > window) return (0.25 * window) / toOff;
    return 0.25 + 0.75 * (1 - Math.max(0, toOff) / window);
  }

  private quote(entry: MarketEntry, fair: readonly RunnerFair[], scale: number): void {
    const { market } = entry;
    const byMaker = new Map<string, PlannedOrder[]>();
    const makers = [...this.makers];
    for (const runnerFair of fair) {
      const runner = market.runners[runnerFair.index]!;
      const plan = planQuotes(this.rng, {
        ladder: market.ladder,
        fairTick: runnerFair.fairTick,
        chance: runnerFair.chance,
        scale,
      });
      const orders = syncRunnerQuotes(this.simulator.exchange, market, runner, plan, this.makers);
      orders.forEach((order, i) => {
        const maker = makers[(runner.index + i) % makers.length]!;
        byMaker.set(maker, [...(byMaker.get(maker) ?? []), order]);
      });
    }
    for (const [maker, orders] of byMaker) {
      // Orders that cannot match skip any bet delay (PASSIVE model) and rest at once; crossing
      // ones go separately so a delay on them never holds the rest back.
      this.place(
        entry,
        maker,
        orders.filter((o) => !o.crosses).map((o) => o.instruction),
        false,
      );
      if (!this.crossingUnderWay.has(market.marketId)) {
        this.place(
          entry,
          maker,
          orders.filter((o) => o.crosses).map((o) => o.instruction),
          true,
        );
      }
    }
  }

  private place(
    entry: MarketEntry,
    accountId: string,
    instructions: PlaceInstructionInput[],
    crossing: boolean,
  ): void {
    const marketId = entry.market.marketId;
    // Only in play can a placement wait (its bet delay); before the off it is done at once.
    const delayed = crossing && entry.market.inPlay && entry.market.betDelay > 0;
    for (let from = 0; from < instructions.length; from += MAX_INSTRUCTIONS) {
      const batch = instructions.slice(from, from + MAX_INSTRUCTIONS);
      if (delayed) this.crossingUnderWay.set(marketId, (this.crossingUnderWay.get(marketId) ?? 0) + 1);
      placeOrders(this.simulator.exchange, { accountId, canBet: true }, { marketId, instructions: batch })
        .then((report) => {
          if (report.status !== 'SUCCESS') this.noteRefused(marketId, report);
        })
        .catch((error: unknown) => console.error('exchange-sim liquidity placement failed', error))
        .finally(() => {
          if (!delayed) return;
          const left = (this.crossingUnderWay.get(marketId) ?? 1) - 1;
          if (left > 0) this.crossingUnderWay.set(marketId, left);
          else this.crossingUnderWay.delete(marketId);
        });
    }
  }

  /**
   * placeOrders is all or nothing: one refused instruction takes every quote of that maker's batch
   * on the market with it, and a market whose quotes are all refused shows no prices. That should
   * never happen, so it is logged, once per kind of refusal (error codes), to be found again.
   */
  private noteRefused(marketId: string, report: ExecutionReport<PlaceInstructionReport>): void {
    const codes = [report.errorCode, ...report.instructionReports.map((entry) => entry.errorCode)];
    const kind = [...new Set(codes.filter((code) => code !== undefined))].join(', ');
    if (this.refusalsLogged.has(kind)) return;
    this.refusalsLogged.add(kind);
    console.warn(
      `exchange-sim liquidity: a synthetic placement on ${marketId} was refused (${kind}); later refusals of this kind are not logged`,
    );
  }

  /** Now and then a taker trades part of a best price, most often on the favourites. */
  private maybeTake(entry: MarketEntry, fair: readonly RunnerFair[], chance: number): void {
    if (fair.length === 0 || !this.rng.chance(chance) || this.crossingUnderWay.has(entry.market.marketId))
      return;
    const pick = fair[this.rng.weighted(fair.map((f) => f.chance))]!;
    const runner = entry.market.runners[pick.index]!;
    const side = this.rng.chance(0.5) ? 'BACK' : 'LAY';
    const best = side === 'BACK' ? runner.book.restingLays.best() : runner.book.restingBacks.best();
    if (best === undefined) return;
    const size = Math.round((best.total / 100) * this.rng.between(0.1, 0.5));
    if (size < 2) return;
    const taker = this.rng.pick(TAKER_ACCOUNTS).accountId;
    this.place(
      entry,
      taker,
      [
        {
          orderType: 'LIMIT',
          selectionId: runner.selectionId,
          handicap: runner.handicap,
          side,
          limitOrder: { size, price: entry.market.ladder.priceAt(best.tick)!, timeInForce: 'FILL_OR_KILL' },
        },
      ],
      true,
    );
  }
}
