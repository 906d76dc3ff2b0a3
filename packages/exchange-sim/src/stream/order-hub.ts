// The order side of the stream server (betfair-protocol §5.5, §5.8): routes each changed order
// to its account's order subscriptions and keeps a bounded history of which orders changed per
// publish, so a resubscription can send what changed while the client was away (order-resume.ts).
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
  /** People's orders changed in this publish, by account. */
  readonly touched: ReadonlyMap<string, ReadonlySet<SimOrder>>;
  readonly reset: ReadonlySet<string>;
}

/** What changed for one account after a clock. */
export interface OrderGap {
  /** Orders changed after the clock, by market (settled orders included: they leave the books). */
  readonly touched: Map<string, Set<SimOrder>>;
  /** Markets settled or resent whole after the clock, with the orders changed after the last reset. */
  readonly reset: Map<string, Set<SimOrder>>;
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
    const touched = new Map<string, Set<SimOrder>>();
    for (const order of orders) {
      // Liquidity bots never subscribe; their orders would only fill the history.
      if (order.account.spec.synthetic === true) continue;
      let accountOrders = touched.get(order.accountId);
      if (accountOrders === undefined) {
        accountOrders = new Set();
        touched.set(order.accountId, accountOrders);
      }
      accountOrders.add(order);
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

  /** What changed for the account after `seq`; undefined when the history no longer reaches it. */
  changedSince(seq: number, accountId: string): OrderGap | undefined {
    const oldest = this.history[0]?.seq ?? this.seq + 1;
    if (seq < oldest - 1) return undefined;
    const touched = new Map<string, Set<SimOrder>>();
    const reset = new Map<string, Set<SimOrder>>();
    for (const entry of this.history) {
      if (entry.seq <= seq) continue;
      for (const order of entry.touched.get(accountId) ?? []) {
        addTo(touched, order.marketId, order);
        reset.get(order.marketId)?.add(order);
      }
      // A live subscriber's reset image already shows the orders changed in the same publish.
      for (const marketId of entry.reset) reset.set(marketId, new Set());
    }
    return { touched, reset };
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

function addTo(byMarket: Map<string, Set<SimOrder>>, marketId: string, order: SimOrder): void {
  const orders = byMarket.get(marketId);
  if (orders === undefined) byMarket.set(marketId, new Set([order]));
  else orders.add(order);
}
