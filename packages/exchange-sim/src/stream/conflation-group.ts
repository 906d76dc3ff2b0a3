// Market subscriptions that share a conflateMs (betfair-protocol §5.4) share one timeline: with
// 0 every publish goes out at once; otherwise changes are merged per market and flushed every
// conflateMs, with `con:true` on markets that merged several changes. Fan-out encodes each
// market once per variant (market-encoding.ts) and hands every subscriber its slice.
import type { SimMarket } from '../core/market.js';
import { encodeMarketChange, type MarketVariant } from './market-encoding.js';
import { copyDelta, mergeInto, type MarketDelta } from './market-delta.js';

/** What a group needs of a subscription. */
export interface GroupMember {
  readonly markets: Set<string>;
  readonly variant: MarketVariant;
  /** Takes a newly created market when the subscription's filter selects it. */
  adopt(market: SimMarket): boolean;
  /** Encoded changes for this member (maybe none) and the sequence they bring it to. */
  receive(changes: ReadonlyArray<readonly [marketId: string, text: string]>, seq: number): void;
}

export class ConflationGroup {
  readonly members = new Set<GroupMember>();
  private readonly byMarket = new Map<string, Set<GroupMember>>();
  private readonly pending = new Map<string, MarketDelta>();
  /** Pending deltas that are private copies (safe to merge into). */
  private readonly owned = new Set<MarketDelta>();
  private pendingSeq = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(readonly conflateMs: number) {}

  get isEmpty(): boolean {
    return this.members.size === 0;
  }

  add(member: GroupMember): void {
    this.members.add(member);
    for (const marketId of member.markets) this.index(marketId, member);
  }

  remove(member: GroupMember): void {
    this.members.delete(member);
    for (const marketId of member.markets) {
      const set = this.byMarket.get(marketId);
      set?.delete(member);
      if (set?.size === 0) this.byMarket.delete(marketId);
    }
  }

  /** A market seen for the first time: subscriptions whose filter selects it take it. */
  adopt(market: SimMarket): void {
    for (const member of this.members) if (member.adopt(market)) this.index(market.marketId, member);
  }

  accept(deltas: readonly MarketDelta[], seq: number): void {
    if (this.conflateMs === 0) {
      this.deliver(deltas, seq);
      return;
    }
    for (const delta of deltas) {
      if (!this.byMarket.has(delta.marketId)) continue;
      const held = this.pending.get(delta.marketId);
      if (held === undefined) {
        this.pending.set(delta.marketId, delta);
        continue;
      }
      const target = this.owned.has(held) ? held : copyDelta(held);
      const merged = mergeInto(target, delta);
      this.owned.add(merged);
      this.pending.set(delta.marketId, merged);
    }
    this.pendingSeq = seq;
    this.timer ??= setTimeout(() => {
      this.flush();
    }, this.conflateMs);
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
    this.owned.clear();
  }

  private flush(): void {
    this.timer = undefined;
    const deltas = [...this.pending.values()];
    this.pending.clear();
    this.owned.clear();
    this.deliver(deltas, this.pendingSeq);
  }

  private index(marketId: string, member: GroupMember): void {
    let set = this.byMarket.get(marketId);
    if (set === undefined) {
      set = new Set();
      this.byMarket.set(marketId, set);
    }
    set.add(member);
  }

  private deliver(deltas: readonly MarketDelta[], seq: number): void {
    const slices = new Map<GroupMember, Array<readonly [string, string]>>();
    for (const delta of deltas) {
      const members = this.byMarket.get(delta.marketId);
      if (members === undefined) continue;
      for (const member of members) {
        const text = encodeMarketChange(delta, member.variant);
        if (text === undefined) continue;
        let slice = slices.get(member);
        if (slice === undefined) {
          slice = [];
          slices.set(member, slice);
        }
        slice.push([delta.marketId, text]);
      }
    }
    for (const member of this.members) member.receive(slices.get(member) ?? [], seq);
  }
}
