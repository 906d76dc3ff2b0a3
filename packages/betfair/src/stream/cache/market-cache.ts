// One cached market (betfair-protocol §5.9 steps 2–4): the latest full definition, the market's
// traded volume and its runners keyed `selectionId_handicap`.
import type { MarketChange, MarketDefinition } from '../market-change.js';
import { RunnerCache } from './runner-cache.js';
import { runnerField, RUNNER_STRIDE, type MarketChangeLineReader } from './market-change-line.js';

export type MarketListener = (market: MarketCache) => void;

export const runnerKeyOf = (selectionId: number, handicap: number): string => `${selectionId}_${handicap}`;

export class MarketCache {
  definition: MarketDefinition | undefined;
  /** The stream's market `tv` as last sent (0 until one arrives). */
  totalMatched = 0;
  /** Publish time of the last message that changed this market (epoch ms). */
  publishTime = 0;
  readonly runners = new Map<string, RunnerCache>();
  /** Runners without a handicap by selectionId: the common lookup, no key string built. */
  private readonly plainRunners = new Map<number, RunnerCache>();
  version = 0;
  readonly listeners = new Set<MarketListener>();

  constructor(readonly marketId: string) {}

  /** Applies one MarketChange; runners it touched are pushed to `changedRunners` when given. */
  apply(change: MarketChange, publishTime: number, changedRunners?: RunnerCache[]): void {
    this.publishTime = publishTime;
    if (change.marketDefinition !== undefined) this.applyDefinition(change.marketDefinition, changedRunners);
    if (change.tv !== undefined) this.totalMatched = change.tv;
    const changes = change.rc;
    if (changes !== undefined) {
      for (let i = 0; i < changes.length; i += 1) {
        const runnerChange = changes[i]!;
        const runner = this.runner(runnerChange.id, runnerChange.hc ?? 0);
        runner.applyChange(runnerChange);
        if (changedRunners !== undefined && runner.listeners.size > 0) changedRunners.push(runner);
      }
    }
    this.version += 1;
  }

  /** The same as apply, for the market change `index` of the line `reader` read last. */
  applyRead(
    reader: MarketChangeLineReader,
    index: number,
    publishTime: number,
    changedRunners: RunnerCache[],
  ): void {
    this.publishTime = publishTime;
    const change = reader.markets[index]!;
    if (!Number.isNaN(change.tv)) this.totalMatched = change.tv;
    const { runners, values } = reader;
    for (
      let record = change.runnerStart * RUNNER_STRIDE;
      record < change.runnerEnd * RUNNER_STRIDE;
      record += RUNNER_STRIDE
    ) {
      const handicap = runners[record + runnerField.hc]!;
      const runner = this.runner(runners[record + runnerField.id]!, Number.isNaN(handicap) ? 0 : handicap);
      runner.applyRecord(runners, record, values);
      if (runner.listeners.size > 0) changedRunners.push(runner);
    }
    this.version += 1;
  }

  /** The runner, created on first sight (runner changes may precede any definition). */
  runner(selectionId: number, handicap: number): RunnerCache {
    if (handicap === 0) {
      const plain = this.plainRunners.get(selectionId);
      if (plain !== undefined) return plain;
    }
    const key = runnerKeyOf(selectionId, handicap);
    let runner = this.runners.get(key);
    if (runner === undefined) {
      runner = new RunnerCache(selectionId, handicap);
      this.runners.set(key, runner);
      if (handicap === 0) this.plainRunners.set(selectionId, runner);
    }
    return runner;
  }

  /** Runners sorted by selectionId, then handicap. */
  sortedRunners(): RunnerCache[] {
    return [...this.runners.values()].sort(
      (a, b) => a.selectionId - b.selectionId || a.handicap - b.handicap,
    );
  }

  private applyDefinition(definition: MarketDefinition, changedRunners?: RunnerCache[]): void {
    this.definition = definition;
    for (const runnerDefinition of definition.runners) {
      const runner = this.runner(runnerDefinition.id, runnerDefinition.hc ?? 0);
      runner.applyDefinition(runnerDefinition);
      if (changedRunners !== undefined && runner.listeners.size > 0) changedRunners.push(runner);
    }
  }
}
