// A connection's market subscription (betfair-protocol §5.4, §5.10): the markets its filter
// selects, the variant it asked for, its SUB_IMAGE or RESUB_DELTA, and the deltas its
// conflation group hands it. While the socket is congested it stops writing and remembers which
// markets it missed; on 'drain' it sends those markets whole (`img:true`, `con:true`).
import type { Exchange } from '../core/exchange.js';
import type { SimMarket } from '../core/market.js';
import { changeLines } from './change-messages.js';
import type { GroupMember } from './conflation-group.js';
import { marketMatches } from './market-filter.js';
import { encodeMarketChange, marketVariant, type MarketVariant } from './market-encoding.js';
import type { MarketHub } from './market-hub.js';
import type { MarketSubscriptionRequest } from './request-parsing.js';
import { resumeSequence } from './resume-clocks.js';
import { StreamError } from './status-messages.js';
import { StreamSubscription, type StreamSink } from './stream-subscription.js';

export interface MarketStreamContext {
  readonly exchange: Exchange;
  readonly hub: MarketHub;
  readonly instance: string;
  /** Publishes the engine's pending changes, so images and deltas line up. */
  readonly sync: () => void;
  readonly maxMarkets: number;
  readonly maxSegmentBytes: number;
}

export class MarketSubscription extends StreamSubscription implements GroupMember {
  readonly variant: MarketVariant;
  readonly markets = new Set<string>();
  private readonly missed = new Set<string>();
  private clkSeq = 0;
  private readonly resumeAfter: number | undefined;
  protected readonly maxSegmentBytes: number;

  /** Validates the request against the current markets; throws the StreamError to answer. */
  constructor(
    private readonly request: MarketSubscriptionRequest,
    private readonly context: MarketStreamContext,
    sink: StreamSink,
    conflateMs: number,
  ) {
    super(sink, request.id, { ...request, conflateMs }, 'mcm');
    this.maxSegmentBytes = context.maxSegmentBytes;
    this.variant = marketVariant(request.fields, request.ladderLevels);
    context.sync();
    for (const market of context.exchange.markets.values()) {
      if (marketMatches(request.filter, market)) this.markets.add(market.marketId);
    }
    if (this.markets.size > context.maxMarkets) {
      throw new StreamError(
        'SUBSCRIPTION_LIMIT_EXCEEDED',
        `Subscription would cover ${this.markets.size} markets; the limit is ${context.maxMarkets}`,
      );
    }
    this.resumeAfter = resumeSequence(request, context.instance, context.hub.seq);
  }

  /** Sends the image (or the resubscription delta) and joins the fan-out. */
  begin(): void {
    const { hub, exchange } = this.context;
    this.context.sync();
    const resumed =
      this.resumeAfter === undefined ? undefined : hub.changesSince(this.resumeAfter, this.markets);
    const items: string[] = [];
    for (const marketId of this.markets) {
      const market = exchange.markets.get(marketId);
      if (market === undefined) continue;
      // A resume patches what changed; markets the history cannot patch come whole (§5.10).
      const delta =
        this.resumeAfter === undefined || resumed === undefined ? hub.image(market) : resumed.get(marketId);
      const text = delta === undefined ? undefined : encodeMarketChange(delta, this.variant);
      if (text !== undefined) items.push(text);
    }
    const clk = hub.clock();
    const header = {
      op: 'mcm' as const,
      id: this.id,
      ct: this.resumeAfter === undefined ? ('SUB_IMAGE' as const) : ('RESUB_DELTA' as const),
      initialClk: this.request.initialClk ?? clk,
      clk,
      conflateMs: this.timing.conflateMs,
      heartbeatMs: this.timing.heartbeatMs,
      pt: this.sink.now(),
    };
    this.write(changeLines(header, 'mc', items, this.segmentBytes));
    this.clkSeq = hub.seq;
    hub.attach(this, this.timing.conflateMs);
    this.startHeartbeat();
  }

  end(): void {
    this.stop();
    this.context.hub.detach(this, this.timing.conflateMs);
  }

  adopt(market: SimMarket): boolean {
    if (this.markets.has(market.marketId) || !marketMatches(this.request.filter, market)) return false;
    this.markets.add(market.marketId);
    return true;
  }

  receive(changes: ReadonlyArray<readonly [string, string]>, seq: number): void {
    if (this.sink.congested || this.missed.size > 0) {
      for (const [marketId] of changes) this.missed.add(marketId);
      return;
    }
    this.clkSeq = seq;
    if (changes.length === 0) return;
    const header = { op: 'mcm' as const, id: this.id, clk: this.context.hub.clock(seq), pt: this.sink.now() };
    this.write(
      changeLines(
        header,
        'mc',
        changes.map(([, text]) => text),
        this.segmentBytes,
      ),
    );
  }

  /** After a congestion: the markets missed meanwhile, whole and marked conflated. */
  catchUp(): void {
    if (this.missed.size === 0 || this.sink.congested) return;
    const { hub, exchange } = this.context;
    this.context.sync();
    const items: string[] = [];
    for (const marketId of this.missed) {
      const market = exchange.markets.get(marketId);
      if (market === undefined) continue;
      const image = hub.image(market);
      image.merged = 2;
      const text = encodeMarketChange(image, this.variant);
      if (text !== undefined) items.push(text);
    }
    this.missed.clear();
    const header = { op: 'mcm' as const, id: this.id, clk: hub.clock(this.clkSeq), pt: this.sink.now() };
    this.write(changeLines(header, 'mc', items, this.segmentBytes));
  }

  protected clock(): string {
    return this.context.hub.clock(this.clkSeq);
  }
}
