// The practice report (issue 21 §1): the trader's bets on the replayed market, their fills, the
// profit and loss over the replay's time and the average time from a bet's placement to its full
// match. Times are the recorded market's (epoch ms of the file), so the figures mean the same at
// 1× and at 'max'. Money is in the practice account's currency cents, as the exchange keeps it.
//
// P&L over time, before the market settles, is the position marked at the last traded prices: the
// profit if each runner wins, weighted by the chance its last traded price implies (1 / price,
// normalised over the runners that have traded). After settlement it is the balance's change, the
// settled figure with commission. The exchange forgets settled orders; this ledger keeps its own
// references to them, so the report still lists them.
import type { Exchange, SimAccount, SimMarket, SimOrder } from '@greenbook/exchange-sim';

export interface PracticeFill {
  readonly at: number;
  readonly price: number;
  readonly sizeCents: number;
}

export interface PracticeBet {
  readonly betId: string;
  readonly selectionId: number;
  readonly runnerName: string;
  readonly side: 'BACK' | 'LAY';
  readonly price: number;
  readonly sizeCents: number;
  readonly placedAt: number;
  readonly matchedCents: number;
  readonly remainingCents: number;
  readonly cancelledCents: number;
  readonly lapsedCents: number;
  readonly fills: readonly PracticeFill[];
  /** Placement to the fill that completed the bet, recorded ms; undefined until fully matched. */
  readonly timeToMatchMs: number | undefined;
}

export interface PnlPoint {
  readonly at: number;
  readonly pnlCents: number;
}

export interface PracticeReport {
  readonly currencyCode: string;
  readonly startingBalanceCents: number;
  readonly balanceCents: number;
  readonly settled: boolean;
  readonly pnlCents: number;
  readonly bets: readonly PracticeBet[];
  readonly pnl: readonly PnlPoint[];
  /** Mean of the bets' timeToMatchMs; undefined when no bet was fully matched. */
  readonly averageTimeToMatchMs: number | undefined;
}

/** Points kept for the chart: enough for any screen, bounded memory whatever the file's length. */
const MAX_POINTS = 600;

export class PracticeLedger {
  private readonly orders = new Map<string, SimOrder>();
  private readonly points: PnlPoint[] = [];
  private readonly minGapMs: number;

  constructor(
    private readonly exchange: Exchange,
    private readonly account: SimAccount,
    private readonly market: SimMarket,
    private readonly startingBalanceCents: number,
    span: { readonly from: number; readonly to: number },
  ) {
    this.minGapMs = Math.max(1000, (span.to - span.from) / MAX_POINTS);
  }

  /** Takes in the account's new orders (after each exchange call of the trader's). */
  collectOrders(): void {
    for (const order of this.exchange.accountOrders(this.account.accountId))
      this.orders.set(order.betId, order);
  }

  /** Records the P&L at `at` when it moved or enough recorded time has passed since the last point. */
  sample(at: number): void {
    const last = this.points.at(-1);
    const pnlCents = this.pnlNow();
    if (last !== undefined && pnlCents === last.pnlCents && at - last.at < this.minGapMs) return;
    if (last !== undefined && at - last.at < this.minGapMs / 4 && this.points.length >= 2) {
      // A burst of changes: keep the latest value at that moment rather than a point per change.
      this.points[this.points.length - 1] = { at: Math.max(last.at, at), pnlCents };
    } else this.points.push({ at, pnlCents });
    if (this.points.length > MAX_POINTS * 2) this.thin();
  }

  report(): PracticeReport {
    const bets = [...this.orders.values()]
      .sort((a, b) => a.placedAt - b.placedAt)
      .map((order) => this.bet(order));
    const matchTimes = bets.flatMap((bet) => (bet.timeToMatchMs === undefined ? [] : [bet.timeToMatchMs]));
    return {
      currencyCode: this.account.spec.currencyCode,
      startingBalanceCents: this.startingBalanceCents,
      balanceCents: this.account.balanceCents,
      settled: this.market.status === 'CLOSED',
      pnlCents: this.pnlNow(),
      bets,
      pnl: [...this.points],
      averageTimeToMatchMs:
        matchTimes.length === 0
          ? undefined
          : Math.round(matchTimes.reduce((sum, ms) => sum + ms, 0) / matchTimes.length),
    };
  }

  private bet(order: SimOrder): PracticeBet {
    const runner = this.market.runner(order.selectionId, order.handicap);
    const fills = order.fills.map((fill) => ({ at: fill.at, price: fill.price, sizeCents: fill.size }));
    const complete = order.matched > 0 && order.matched === order.size;
    return {
      betId: order.betId,
      selectionId: order.selectionId,
      runnerName: runner?.runnerName ?? String(order.selectionId),
      side: order.side,
      price: order.price,
      sizeCents: order.size,
      placedAt: order.placedAt,
      matchedCents: order.matched,
      remainingCents: order.remaining,
      cancelledCents: order.cancelled,
      lapsedCents: order.lapsed,
      fills,
      timeToMatchMs: complete ? fills.at(-1)!.at - order.placedAt : undefined,
    };
  }

  private pnlNow(): number {
    if (this.market.status === 'CLOSED') return this.account.balanceCents - this.startingBalanceCents;
    const position = this.account.positions.get(this.market.marketId);
    if (position === undefined) return 0;
    const profits = position.profitIfWins();
    let weight = 0;
    let value = 0;
    for (const runner of this.market.runners) {
      const tick = runner.book.lastTradedTick;
      if (tick === undefined || runner.status !== 'ACTIVE') continue;
      const price = this.market.ladder.priceAt(tick);
      if (price === undefined) continue;
      const chance = 1 / price;
      weight += chance;
      value += chance * profits[runner.index]!;
    }
    return weight === 0 ? 0 : Math.round(value / weight);
  }

  /** Halves the points, keeping the first and last. */
  private thin(): void {
    const kept = this.points.filter((_, index) => index % 2 === 0 || index === this.points.length - 1);
    this.points.splice(0, this.points.length, ...kept);
  }
}
