// What changed since the streams last published: markets whose definition or books moved and
// orders that changed, per account. Listeners are told once per burst (a microtask later), so
// one placeOrders that matches ten fragments wakes the stream server once.

import type { SimMarket } from './market.js';
import type { SimOrder } from './order.js';

export class ExchangeChanges {
  readonly markets = new Set<SimMarket>();
  readonly orders = new Set<SimOrder>();
  /** Markets whose order data must be resent whole (settlement, runner removal). */
  readonly closedOrderMarkets = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private notifyQueued = false;

  // Nothing is recorded while nobody listens (an engine run without streams stays lean).
  market(market: SimMarket): void {
    if (this.listeners.size === 0) return;
    this.markets.add(market);
    this.queueNotify();
  }

  order(order: SimOrder): void {
    if (this.listeners.size === 0) return;
    this.orders.add(order);
    this.queueNotify();
  }

  marketOrdersClosed(marketId: string): void {
    if (this.listeners.size === 0) return;
    this.closedOrderMarkets.add(marketId);
    this.queueNotify();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands the pending changes to the caller and starts a new batch. */
  drain(): { markets: SimMarket[]; orders: SimOrder[]; closedOrderMarkets: string[] } {
    const drained = {
      markets: [...this.markets],
      orders: [...this.orders],
      closedOrderMarkets: [...this.closedOrderMarkets],
    };
    this.markets.clear();
    this.orders.clear();
    this.closedOrderMarkets.clear();
    return drained;
  }

  private queueNotify(): void {
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    queueMicrotask(() => {
      this.notifyQueued = false;
      for (const listener of this.listeners) listener();
    });
  }
}
