// A connection's order subscription (betfair-protocol §5.5, §5.8, §5.10): an image of the
// account's executable orders and positions, then per publish the orders that changed (whole),
// the one transient update of an order becoming EC, mb/ml/smc deltas, and `closed:true` when a
// market settles. It gathers touched orders and builds the message when it flushes, so
// conflation and a congested socket simply mean flushing later.
import type { OrderMarketChange, OrderRunnerChange } from '@greenbook/betfair';
import type { SimAccount } from '../core/accounts.js';
import type { Exchange } from '../core/exchange.js';
import { runnerKey } from '../core/market.js';
import type { SimOrder } from '../core/order.js';
import { streamOrder } from '../core/order-views.js';
import { changeLines } from './change-messages.js';
import type { OrderHub, OrderMember } from './order-hub.js';
import {
  groupOrders,
  marketOrderImage,
  positionKey,
  runnerIdentity,
  statusOf,
  wireAccountId,
  type OrderMemory,
} from './order-images.js';
import { positionDelta, positionOf, strategyAllowed, strategyOf } from './order-positions.js';
import type { OrderSubscriptionRequest } from './request-parsing.js';
import { resumeChanges } from './order-resume.js';
import { resumeSequence } from './resume-clocks.js';
import { StreamSubscription, type StreamSink } from './stream-subscription.js';

export interface OrderStreamContext {
  readonly exchange: Exchange;
  readonly hub: OrderHub;
  readonly instance: string;
  readonly sync: () => void;
  readonly maxSegmentBytes: number;
}

export class OrderSubscription extends StreamSubscription implements OrderMember {
  private readonly memory: OrderMemory = { reported: new WeakMap(), positions: new Map() };
  /** Markets this subscriber holds order data for (settlement closes only these). */
  private readonly known = new Set<string>();
  private readonly pending = new Map<string, Map<string, Set<SimOrder>>>();
  private readonly pendingClosed = new Set<string>();
  private readonly pendingWhole = new Set<string>();
  private pendingSeq = 0;
  private clkSeq = 0;
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly resumeAfter: number | undefined;
  protected readonly maxSegmentBytes: number;

  constructor(
    private readonly request: OrderSubscriptionRequest,
    private readonly context: OrderStreamContext,
    sink: StreamSink,
    private readonly account: SimAccount,
    conflateMs: number,
  ) {
    super(sink, request.id, { ...request, conflateMs }, 'ocm');
    this.maxSegmentBytes = context.maxSegmentBytes;
    context.sync();
    this.resumeAfter = resumeSequence(request, context.instance, context.hub.seq);
  }

  get accountId(): string {
    return this.account.accountId;
  }

  begin(): void {
    const { hub, exchange } = this.context;
    this.context.sync();
    const orders = exchange.accountOrders(this.accountId);
    const gap =
      this.resumeAfter === undefined ? undefined : hub.changedSince(this.resumeAfter, this.accountId);
    const byMarket = groupOrders(orders);
    this.remember(byMarket);
    const oc =
      gap === undefined
        ? this.image(byMarket)
        : resumeChanges(gap, {
            accountId: this.accountId,
            filter: this.request.filter,
            memory: this.memory,
            current: byMarket,
            // A market gone from the exchange was settled and dropped an hour later.
            isClosed: (marketId) => (exchange.markets.get(marketId)?.status ?? 'CLOSED') === 'CLOSED',
          });
    const clk = hub.clock();
    const header = {
      op: 'ocm' as const,
      id: this.id,
      ct: this.resumeAfter === undefined ? ('SUB_IMAGE' as const) : ('RESUB_DELTA' as const),
      initialClk: this.request.initialClk ?? clk,
      clk,
      conflateMs: this.timing.conflateMs,
      heartbeatMs: this.timing.heartbeatMs,
      pt: this.sink.now(),
    };
    this.write(
      changeLines(
        header,
        'oc',
        oc.map((change) => JSON.stringify(change)),
        this.segmentBytes,
      ),
    );
    this.clkSeq = hub.seq;
    hub.attach(this);
    this.startHeartbeat();
  }

  /** What the client holds once it has the image or the resumption: the base of later deltas. */
  private remember(byMarket: ReadonlyMap<string, ReadonlyMap<string, readonly SimOrder[]>>): void {
    for (const [marketId, runners] of byMarket) {
      this.known.add(marketId);
      for (const [key, orders] of runners) {
        for (const order of orders) this.memory.reported.set(order, statusOf(order));
        this.memory.positions.set(`${marketId}|${key}`, positionOf(orders, this.request.filter));
      }
    }
  }

  /**
   * Every market the account holds orders on, whole: a new subscription's image, or a resumption
   * whose clock the history no longer reaches (completed orders the client held are then lost).
   */
  private image(
    byMarket: ReadonlyMap<string, ReadonlyMap<string, readonly SimOrder[]>>,
  ): OrderMarketChange[] {
    const oc: OrderMarketChange[] = [];
    for (const [marketId, runners] of byMarket) {
      const change = marketOrderImage(marketId, this.accountId, runners, this.request.filter, this.memory);
      if (change.orc === undefined) continue;
      if (this.context.exchange.markets.get(marketId)?.status === 'CLOSED') change.closed = true;
      oc.push(change);
    }
    return oc;
  }

  end(): void {
    this.stop();
    if (this.flushTimer !== undefined) clearTimeout(this.flushTimer);
    this.context.hub.detach(this);
  }

  touch(order: SimOrder): void {
    let runners = this.pending.get(order.marketId);
    if (runners === undefined) {
      runners = new Map();
      this.pending.set(order.marketId, runners);
    }
    const key = runnerKey(order.selectionId, order.handicap);
    const set = runners.get(key);
    if (set === undefined) runners.set(key, new Set([order]));
    else set.add(order);
  }

  marketReset(marketId: string): boolean {
    if (!this.known.has(marketId) && !this.pending.has(marketId)) return false;
    // Settlement closes the market; a runner removal means "take this market whole again".
    if (this.context.exchange.markets.get(marketId)?.status === 'CLOSED') this.pendingClosed.add(marketId);
    else this.pendingWhole.add(marketId);
    return true;
  }

  afterPublish(seq: number, woken: boolean): void {
    if (!woken) {
      if (!this.hasPending) this.clkSeq = seq;
      return;
    }
    this.pendingSeq = seq;
    if (this.timing.conflateMs === 0) this.flush();
    else
      this.flushTimer ??= setTimeout(() => {
        this.flushTimer = undefined;
        this.flush();
      }, this.timing.conflateMs);
  }

  /** Called when a congested socket drains. */
  catchUp(): void {
    if (this.hasPending && this.flushTimer === undefined) this.flush();
  }

  protected clock(): string {
    return this.context.hub.clock(this.clkSeq);
  }

  private get hasPending(): boolean {
    return this.pending.size > 0 || this.pendingClosed.size > 0 || this.pendingWhole.size > 0;
  }

  private flush(): void {
    if (this.sink.congested || !this.hasPending) return;
    const marketIds = new Set([...this.pending.keys(), ...this.pendingClosed, ...this.pendingWhole]);
    const current = groupOrders(this.context.exchange.accountOrders(this.accountId), marketIds);
    const oc: OrderMarketChange[] = [];
    for (const marketId of marketIds) {
      const change = this.marketChange(marketId, current.get(marketId));
      if (change !== undefined) oc.push(change);
    }
    this.pending.clear();
    this.pendingClosed.clear();
    this.pendingWhole.clear();
    this.clkSeq = this.pendingSeq;
    if (oc.length === 0) return;
    const header = {
      op: 'ocm' as const,
      id: this.id,
      clk: this.context.hub.clock(this.clkSeq),
      pt: this.sink.now(),
    };
    this.write(
      changeLines(
        header,
        'oc',
        oc.map((change) => JSON.stringify(change)),
        this.segmentBytes,
      ),
    );
  }

  private marketChange(
    marketId: string,
    runners: Map<string, SimOrder[]> | undefined,
  ): OrderMarketChange | undefined {
    const { filter } = this.request;
    if (this.pendingWhole.has(marketId) && !this.pendingClosed.has(marketId)) {
      this.known.add(marketId);
      return marketOrderImage(marketId, this.accountId, runners ?? new Map(), filter, this.memory);
    }
    const closed = this.pendingClosed.has(marketId);
    const orc: OrderRunnerChange[] = [];
    for (const touched of this.pending.get(marketId)?.values() ?? []) {
      const uo = [];
      let sample: SimOrder | undefined;
      for (const order of touched) {
        sample = order;
        const status = statusOf(order);
        // The image holds E orders only; an order is heard of as EC exactly once (§5.8).
        if (this.memory.reported.get(order) === 'EC' || !strategyAllowed(filter, strategyOf(order))) continue;
        this.memory.reported.set(order, status);
        uo.push(streamOrder(order));
      }
      if (sample === undefined) continue;
      const key = positionKey(marketId, sample);
      let matched = {};
      if (!closed) {
        const position = positionOf(
          runners?.get(runnerKey(sample.selectionId, sample.handicap)) ?? [],
          filter,
        );
        matched = positionDelta(this.memory.positions.get(key), position) ?? {};
        this.memory.positions.set(key, position);
      }
      if (uo.length === 0 && Object.keys(matched).length === 0) continue;
      orc.push({ ...runnerIdentity(sample), ...(uo.length === 0 ? {} : { uo }), ...matched });
    }
    if (closed) {
      this.known.delete(marketId);
      for (const key of this.memory.positions.keys())
        if (key.startsWith(`${marketId}|`)) this.memory.positions.delete(key);
    } else if (orc.length > 0) {
      this.known.add(marketId);
    }
    if (orc.length === 0 && !closed) return undefined;
    return {
      id: marketId,
      ...wireAccountId(this.accountId),
      ...(closed ? { closed: true } : {}),
      ...(orc.length === 0 ? {} : { orc }),
    };
  }
}
