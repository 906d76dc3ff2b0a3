// The market side of the stream server: turns the engine's changed markets into one published
// delta per market per burst, keeps a bounded history of them for resubscription (§5.10), and
// fans them out through the conflation groups. The clock sequence only moves when something
// was published, so a clock names exactly the deltas a client already holds.
import type { SimMarket } from '../core/market.js';
import { encodeClock } from './clock-token.js';
import { ConflationGroup, type GroupMember } from './conflation-group.js';
import { copyDelta, mergeInto, type MarketDelta } from './market-delta.js';
import { MarketStreamState } from './market-stream-state.js';

export interface MarketHubOptions {
  /** Server instance part of every clock (clock-token.ts). */
  readonly instance: string;
  /** How many publishes are kept for RESUB_DELTA. */
  readonly historyLimit: number;
}

export class MarketHub {
  seq = 0;
  private readonly states = new Map<string, MarketStreamState>();
  private readonly history: Array<{ readonly seq: number; readonly deltas: readonly MarketDelta[] }> = [];
  private readonly groups = new Map<number, ConflationGroup>();

  constructor(private readonly options: MarketHubOptions) {}

  clock(seq = this.seq): string {
    return encodeClock(this.options.instance, seq);
  }

  publish(markets: Iterable<SimMarket>): void {
    const seq = this.seq + 1;
    const deltas: MarketDelta[] = [];
    const fresh: SimMarket[] = [];
    for (const market of markets) {
      let state = this.states.get(market.marketId);
      let delta: MarketDelta | undefined;
      if (state === undefined) {
        // First sight of a market: everyone who takes it starts from a whole image.
        state = new MarketStreamState(market);
        this.states.set(market.marketId, state);
        delta = state.image(seq, true);
        fresh.push(market);
      } else {
        delta = state.delta(seq);
      }
      if (delta !== undefined) deltas.push(delta);
    }
    if (deltas.length === 0) return;
    this.seq = seq;
    this.history.push({ seq, deltas });
    if (this.history.length > this.options.historyLimit) this.history.shift();
    for (const group of this.groups.values()) {
      for (const market of fresh) group.adopt(market);
      group.accept(deltas, seq);
    }
  }

  /** The market's image as of the last publish (call after publishing the engine's changes). */
  image(market: SimMarket): MarketDelta {
    const state = this.states.get(market.marketId);
    if (state !== undefined) return state.image(this.seq, false);
    const created = new MarketStreamState(market);
    this.states.set(market.marketId, created);
    return created.image(this.seq, true);
  }

  /**
   * Everything published after `seq` for the given markets, merged per market; undefined when
   * the history no longer reaches back that far.
   */
  changesSince(seq: number, marketIds: ReadonlySet<string>): Map<string, MarketDelta> | undefined {
    const oldest = this.history[0]?.seq ?? this.seq + 1;
    if (seq < oldest - 1) return undefined;
    const merged = new Map<string, MarketDelta>();
    for (const entry of this.history) {
      if (entry.seq <= seq) continue;
      for (const delta of entry.deltas) {
        if (!marketIds.has(delta.marketId)) continue;
        const held = merged.get(delta.marketId);
        merged.set(delta.marketId, held === undefined ? copyDelta(delta) : mergeInto(held, delta));
      }
    }
    for (const delta of merged.values()) delta.merged = 1;
    return merged;
  }

  attach(member: GroupMember, conflateMs: number): void {
    let group = this.groups.get(conflateMs);
    if (group === undefined) {
      group = new ConflationGroup(conflateMs);
      this.groups.set(conflateMs, group);
    }
    group.add(member);
  }

  detach(member: GroupMember, conflateMs: number): void {
    const group = this.groups.get(conflateMs);
    if (group === undefined) return;
    group.remove(member);
    if (group.isEmpty) {
      group.stop();
      this.groups.delete(conflateMs);
    }
  }

  stop(): void {
    for (const group of this.groups.values()) group.stop();
    this.groups.clear();
  }
}
