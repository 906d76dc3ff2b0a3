// The order side of the stream server (betfair-protocol §5.5, §5.8): routes each changed order
// to its account's order subscriptions and keeps a bounded history of which (account, market)
// pairs changed per publish, so a resubscription can resend exactly those markets whole.
import type { SimOrder } from '../core/order.js';
import { encodeClock } from './clock-token.js';

/** What the hub needs of an order subscription. */
export interface OrderMember {
  readonly accountId: string;
  touch(order: SimOrder): void;
  /** A market settled or must be resent whole; true when this member cares. */
  marketReset(marketId: string): boolean;
  afterPublish(seq: number, woken: boolean): void;
}

interface OrderHistoryEntry {
  readonly seq: number;
  readonly touched: ReadonlyMap<string, ReadonlySet<string>>;
  readonly reset: ReadonlySet<string>;
}

export class OrderHub {
  seq = 0;
  private readonly members = new Map<string, Set<OrderMember>>();
  private readonly history: OrderHistoryEntry[] = [];

  constructor(private readonly options: { readonly instance: string; readonly historyLimit: number }) {}

  clock(seq = this.seq): string {
    return encodeClock(this.options.instance, seq);
  }

  publish(orders: readonly SimOrder[], resetMarkets: readonly string[]): void {
    if (orders.length === 0 && resetMarkets.length === 0) return;
    this.seq += 1;
    const touched = new Map<string, Set<string>>();
    for (const order of orders) {
      // Liquidity bots never subscribe; their orders would only fill the history.
      if (order.account.spec.synthetic === true) continue;
      let markets = touched.get(order.accountId);
      if (markets === undefined) {
        markets = new Set();
        touched.set(order.accountId, markets);
      }
      markets.add(order.marketId);
    }
    this.history.push({ seq: this.seq, touched, reset: new Set(resetMarkets) });
    if (this.history.length > this.options.historyLimit) this.history.shift();
    if (this.members.size === 0) return;
    const woken = new Set<OrderMember>();
    for (const order of orders) {
      const members = this.members.get(order.accountId);
      if (members === undefined) continue;
      for (const member of members) {
        member.touch(order);
        woken.add(member);
      }
    }
    for (const marketId of resetMarkets) {
      for (const members of this.members.values())
        for (const member of members) if (member.marketReset(marketId)) woken.add(member);
    }
    for (const members of this.members.values())
      for (const member of members) member.afterPublish(this.seq, woken.has(member));
  }

  /** Markets of the account changed (and reset) after `seq`; undefined when history is too short. */
  changedSince(seq: number, accountId: string): { markets: Set<string>; reset: Set<string> } | undefined {
    const oldest = this.history[0]?.seq ?? this.seq + 1;
    if (seq < oldest - 1) return undefined;
    const markets = new Set<string>();
    const reset = new Set<string>();
    for (const entry of this.history) {
      if (entry.seq <= seq) continue;
      for (const marketId of entry.touched.get(accountId) ?? []) markets.add(marketId);
      for (const marketId of entry.reset) reset.add(marketId);
    }
    return { markets, reset };
  }

  attach(member: OrderMember): void {
    let members = this.members.get(member.accountId);
    if (members === undefined) {
      members = new Set();
      this.members.set(member.accountId, members);
    }
    members.add(member);
  }

  detach(member: OrderMember): void {
    const members = this.members.get(member.accountId);
    members?.delete(member);
    if (members?.size === 0) this.members.delete(member.accountId);
  }
}
