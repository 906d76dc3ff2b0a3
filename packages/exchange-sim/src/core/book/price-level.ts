// The FIFO queue of orders resting at one price. Cancelled orders are removed lazily (their
// remaining size is already 0) so a cancel is O(1); the queue compacts once half of it is dead.
// Orders keep their size in their own account's currency, so the level keeps its unmatched total
// per currency rate and converts only when asked for a GBP total or a size in another currency.
import { convertCents, toPence } from '../currency.js';
import type { SimOrder } from '../order.js';

/**
 * What a resting order's remainder is worth to a taker in the currency with `rate`, in its cents:
 * the same cents in one currency, else the value at the rates rounded to the cent and at least
 * one cent (so taking a remainder always moves both orders). Matching and fill-or-kill planning
 * share it, so a plan takes exactly what matching then gives.
 */
export function remainderIn(order: SimOrder, rate: number): number {
  return order.rate === rate ? order.remaining : Math.max(1, convertCents(order.remaining, order.rate, rate));
}

export class PriceLevel {
  private orders: SimOrder[] = [];
  private head = 0;
  /** Unmatched cents resting here per currency rate (units per GBP). */
  private readonly centsByRate = new Map<number, number>();
  /** Sum of those cents across currencies: zero exactly when nothing rests here. */
  private restingCents = 0;

  constructor(readonly tick: number) {}

  get isEmpty(): boolean {
    return this.restingCents === 0;
  }

  /** Unmatched size resting here in GBP pence (the market stream's unit). */
  get total(): number {
    let pence = 0;
    for (const [rate, cents] of this.centsByRate) pence += toPence(cents, rate);
    return pence;
  }

  /** What a taker in the currency with this rate can take here, in its cents. */
  sizeIn(rate: number): number {
    if (this.centsByRate.size === 1 && this.centsByRate.has(rate)) return this.restingCents;
    let size = 0;
    for (const order of this.liveOrders()) size += remainderIn(order, rate);
    return size;
  }

  push(order: SimOrder): void {
    order.queueIndex = this.orders.length;
    this.orders.push(order);
    this.add(order.rate, order.remaining);
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

  /** Size (the order's cents) taken out of a resting order, matched, cancelled or lapsed. */
  reduce(order: SimOrder, size: number): void {
    this.add(order.rate, -size);
    if (this.restingCents === 0) {
      this.orders = [];
      this.head = 0;
    } else if (this.head > 32 && this.head * 2 > this.orders.length) {
      this.compact();
    }
  }

  /** Size queued ahead of an order (for queue-position modelling), in GBP pence. */
  sizeAhead(order: SimOrder): number {
    let ahead = 0;
    for (let i = this.head; i < order.queueIndex && i < this.orders.length; i += 1) {
      const before = this.orders[i]!;
      ahead += toPence(before.remaining, before.rate);
    }
    return ahead;
  }

  *liveOrders(): IterableIterator<SimOrder> {
    for (let i = this.head; i < this.orders.length; i += 1) {
      const order = this.orders[i]!;
      if (order.remaining > 0) yield order;
    }
  }

  private add(rate: number, cents: number): void {
    const now = (this.centsByRate.get(rate) ?? 0) + cents;
    if (now === 0) this.centsByRate.delete(rate);
    else this.centsByRate.set(rate, now);
    this.restingCents += cents;
  }

  private compact(): void {
    const live = this.orders.filter((order) => order.remaining > 0);
    live.forEach((order, index) => (order.queueIndex = index));
    this.orders = live;
    this.head = 0;
  }
}
