// The FIFO queue of orders resting at one price. Cancelled orders are removed lazily (their
// remaining size is already 0) so a cancel is O(1); the queue compacts once half of it is dead.
import type { SimOrder } from '../order.js';

export class PriceLevel {
  private orders: SimOrder[] = [];
  private head = 0;
  /** Unmatched size resting here, in pence. */
  total = 0;

  constructor(readonly tick: number) {}

  get isEmpty(): boolean {
    return this.total === 0;
  }

  push(order: SimOrder): void {
    order.queueIndex = this.orders.length;
    this.orders.push(order);
    this.total += order.remaining;
  }

  /** The first order in the queue with size left, or undefined. */
  front(): SimOrder | undefined {
    while (this.head < this.orders.length) {
      const order = this.orders[this.head]!;
      if (order.remaining > 0) return order;
      this.head += 1;
    }
    return undefined;
  }

  /** Size taken out of a resting order (matched, cancelled or lapsed) leaves the level total. */
  reduce(size: number): void {
    this.total -= size;
    if (this.total === 0) {
      this.orders = [];
      this.head = 0;
    } else if (this.head > 32 && this.head * 2 > this.orders.length) {
      this.compact();
    }
  }

  /** Size queued ahead of an order (for queue-position modelling), in pence. */
  sizeAhead(order: SimOrder): number {
    let ahead = 0;
    for (let i = this.head; i < order.queueIndex && i < this.orders.length; i += 1) {
      ahead += this.orders[i]!.remaining;
    }
    return ahead;
  }

  *liveOrders(): IterableIterator<SimOrder> {
    for (let i = this.head; i < this.orders.length; i += 1) {
      const order = this.orders[i]!;
      if (order.remaining > 0) yield order;
    }
  }

  private compact(): void {
    const live = this.orders.filter((order) => order.remaining > 0);
    live.forEach((order, index) => (order.queueIndex = index));
    this.orders = live;
    this.head = 0;
  }
}
