// Applies recorded market changes to the engine, one line at a time: the definition first (its
// lapses and removals re-sync the whole replay book), then each runner's trades (worked through
// the queues before the ladders move) and ladders. Runner `tv` and market `tv` are not read:
// historical runner tv is a per-update amount (betfair-protocol §6, §9), so totals come from trd.
import type { RunnerChange } from '@greenbook/betfair';
import type { Exchange } from '../core/exchange.js';
import type { SimMarket, SimRunner } from '../core/market.js';
import type { HistoricalRecord, LadderSource } from './historical-file.js';
import { RecordedLadders, toPence } from './recorded-ladders.js';
import { replayAccount } from './replay-account.js';
import { applyDefinition } from './replay-definition.js';
import { ReplayLiquidity, type LevelTarget } from './replay-liquidity.js';

/**
 * betfair-protocol §8.4: recorded traded volume counts both sides of a match — in the sample PRO
 * files a trade's trd increase is twice the size it took off the ladder — so a trd increase of X
 * consumed X / 2 of resting size.
 */
export const RECORDED_TRADE_SIDES = 2;

interface RunnerState {
  readonly ladders: RecordedLadders;
  /** Recorded trd by tick, pence: the engine's traded ladder is this plus people's own matches. */
  readonly traded: Map<number, number>;
}

/** Merges the rc entries of one runner in one change (PRO files split atb and trd apart). */
function mergeByRunner(changes: readonly RunnerChange[]): Map<string, RunnerChange> {
  const merged = new Map<string, RunnerChange>();
  for (const change of changes) {
    const key = `${change.id}_${change.hc ?? 0}`;
    const into = merged.get(key);
    if (into === undefined) {
      merged.set(key, { ...change });
      continue;
    }
    for (const [field, value] of Object.entries(change) as Array<[keyof RunnerChange, unknown]>) {
      const existing = into[field];
      (into as unknown as Record<string, unknown>)[field] =
        Array.isArray(existing) && Array.isArray(value)
          ? [...(existing as unknown[]), ...(value as unknown[])]
          : value;
    }
  }
  return merged;
}

export class ReplayPlayer {
  private readonly liquidity: ReplayLiquidity;
  private readonly runners = new Map<SimRunner, RunnerState>();
  private started = false;

  constructor(
    private readonly exchange: Exchange,
    readonly market: SimMarket,
    source: LadderSource,
  ) {
    this.liquidity = new ReplayLiquidity(exchange, market, replayAccount(exchange));
    for (const runner of market.runners) {
      this.runners.set(runner, { ladders: new RecordedLadders(market.ladder, source), traded: new Map() });
    }
  }

  isClosed(): boolean {
    return this.market.status === 'CLOSED';
  }

  apply(record: HistoricalRecord): void {
    if (this.isClosed()) return;
    const { change } = record;
    // The first line is the image whatever its `img` says (PRO files set img:false everywhere).
    const image = !this.started || change.img === true;
    this.started = true;
    if (change.marketDefinition !== undefined) {
      applyDefinition(this.exchange, this.market, change.marketDefinition);
      if (this.isClosed()) return;
    }
    if (image) for (const state of this.runners.values()) state.ladders.clear();
    const touched = new Map<SimRunner, Array<{ side: 'BACK' | 'LAY'; tick: number }>>();
    for (const runnerChange of mergeByRunner(change.rc ?? []).values()) {
      const runner = this.market.runner(runnerChange.id, runnerChange.hc ?? 0);
      if (runner === undefined) continue;
      const state = this.runners.get(runner)!;
      this.applyTrades(runner, state, runnerChange, image);
      touched.set(runner, state.ladders.apply(runnerChange));
    }
    if (image || change.marketDefinition !== undefined) {
      for (const runner of this.market.runners) this.resync(runner);
      return;
    }
    for (const [runner, levels] of touched) {
      const ladders = this.runners.get(runner)!.ladders;
      this.liquidity.sync(
        runner,
        levels.map(({ side, tick }) => ({ side, tick, target: ladders.size(side, tick) })),
      );
    }
  }

  /** Makes every level of a runner's replay book equal the recorded one. */
  private resync(runner: SimRunner): void {
    const ladders = this.runners.get(runner)!.ladders;
    const targets: LevelTarget[] = [];
    for (const side of ['BACK', 'LAY'] as const) {
      const ticks = new Set([...ladders.ticks(side), ...this.liquidity.ticks(runner, side)]);
      for (const tick of ticks) targets.push({ side, tick, target: ladders.size(side, tick) });
    }
    this.liquidity.sync(runner, targets);
  }

  private applyTrades(runner: SimRunner, state: RunnerState, change: RunnerChange, image: boolean): void {
    const book = runner.book;
    if (change.trd !== undefined) {
      // `trd: []` clears the traded ladder (betfair-protocol §5.9, betfairlightweight).
      const entries: Array<[number, number]> =
        change.trd.length === 0
          ? [...state.traded.keys()].map((tick) => [tick, 0])
          : change.trd.flatMap(([price, size]) => {
              const tick = this.market.ladder.indexOf(price);
              return tick === undefined ? [] : [[tick, toPence(size)] as [number, number]];
            });
      for (const [tick, recorded] of entries) {
        const previous = state.traded.get(tick) ?? 0;
        if (!image && recorded > previous) {
          this.liquidity.consumeTrade(runner, tick, Math.round((recorded - previous) / RECORDED_TRADE_SIDES));
        }
        // People's own matches at this tick stay on top of the recorded volume.
        const own = (book.traded.get(tick) ?? 0) - previous;
        if (recorded + own > 0) book.traded.set(tick, recorded + own);
        else book.traded.delete(tick);
        book.totalMatched += recorded - previous;
        book.changes.traded.add(tick);
        if (recorded > 0) state.traded.set(tick, recorded);
        else state.traded.delete(tick);
      }
    }
    if (change.ltp !== undefined) {
      const tick = this.market.ladder.indexOf(change.ltp);
      if (tick !== undefined) {
        book.lastTradedTick = tick;
        book.changes.lastTraded = true;
      }
    }
    if (change.trd !== undefined || change.ltp !== undefined) this.exchange.changes.market(this.market);
  }
}
