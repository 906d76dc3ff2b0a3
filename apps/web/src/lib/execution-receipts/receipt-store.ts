// Execution receipts (issue 21 §2): what became of each bet placed from a price click, step by
// step — clicked, request sent, acknowledged by the exchange, the in-play delay served, each partial
// match, then fully matched, cancelled, lapsed or voided — with the time of each step on the page's
// monotonic clock (performance.now(); a click's event.timeStamp is on the same clock).
//
// Kept out of React state and off the click → placeOrders path: the placement only calls `begin`
// once the request is on its way, order-stream messages are read as they arrive (the order cache's
// listener, before any frame), and the store's subscribers hear of changes in one batch after the
// current task. The last 100 receipts of each market are kept, in memory for the life of the page:
// every time in a receipt is on this page's clock, which a reload starts again, so a stored receipt
// could not be continued by the next page (README "Execution receipts").
import type { OrderMarketCache, UnmatchedOrder } from '@greenbook/betfair';
import type { PriceLadder, Side } from '@greenbook/trading';
import { create } from 'zustand';
import { resetOnSignOut } from '@/lib/session/reset-on-sign-out';

export const RECEIPTS_PER_MARKET = 100;

export type ReceiptStepKind =
  | 'clicked'
  | 'confirmed'
  | 'sent'
  | 'delay'
  | 'acknowledged'
  | 'partial'
  | 'matched'
  | 'cancelled'
  | 'lapsed'
  | 'voided'
  | 'failed'
  | 'unknown';

export interface ReceiptStep {
  readonly kind: ReceiptStepKind;
  /** performance.now() milliseconds. */
  readonly at: number;
  /** Matched so far (partial, matched) and the average price of it. */
  readonly sizeMatched?: number;
  readonly averagePrice?: number;
  /** The in-play delay served, seconds (delay). */
  readonly seconds?: number;
  /** Size cancelled, lapsed or voided. */
  readonly size?: number;
  /** Why it failed (failed), in the report's text. */
  readonly message?: string;
}

/** The bet as the click sent it: what a receipt starts from and keeps. */
interface ReceiptBet {
  readonly marketId: string;
  readonly selectionId: number;
  readonly handicap: number;
  readonly runnerName: string;
  readonly side: Side;
  readonly clickedPrice: number;
  /** The price sent (a dialog may change the one clicked). */
  readonly price: number;
  readonly stake: number;
  readonly currency: string;
  /** The market's price ladder: slippage is counted in its ticks. */
  readonly ladder: PriceLadder;
  /** The customerOrderRef sent: finds the bet on the order stream before the answer names it. */
  readonly reference: string;
  /** The market's in-play bet delay when the bet was sent (0: not in play, or none). */
  readonly marketDelaySeconds: number;
  /** The delay this bet was due: the market's, or 0 for a passive bet (issue 21 §4). */
  readonly expectedDelaySeconds: number;
}

export interface ExecutionReceipt extends ReceiptBet {
  readonly id: number;
  /** Wall-clock time of the click, epoch ms (performance.timeOrigin + the click's timestamp). */
  readonly clickedEpoch: number;
  readonly betId: string | undefined;
  readonly sizeMatched: number;
  readonly averagePrice: number | undefined;
  /** Nothing more will happen to it (execution complete, or refused). */
  readonly done: boolean;
  readonly steps: readonly ReceiptStep[];
}

export interface ReceiptStart extends ReceiptBet {
  /** The click's event timestamp (performance.now() clock). */
  readonly clickedAt: number;
  /** When the trader pressed Confirm, for a bet placed through the confirmation dialog. */
  readonly confirmedAt?: number;
  readonly sentAt: number;
}

export type Acknowledgement =
  | { readonly ok: true; readonly betId: string }
  | { readonly ok: false; readonly unknown: boolean; readonly message: string };

interface ReceiptsState {
  /** Receipts by market, oldest first. */
  readonly byMarket: Readonly<Record<string, readonly ExecutionReceipt[]>>;
  /**
   * The trader's last action (the click, or Confirm in the dialog) to the acknowledgement of the
   * last bet the exchange answered, ms: the time spent reading the dialog is not the exchange's.
   */
  readonly lastLatencyMs: number | undefined;
}

const INITIAL: ReceiptsState = { byMarket: {}, lastLatencyMs: undefined };

/** The published receipts, for components (useReceiptsStore(selector)). */
export const useReceiptsStore = create<ReceiptsState>()(() => INITIAL);

// The working copy: changed at once, published in one batch after the current task.
let working: ReceiptsState = INITIAL;
let publishing = false;
let nextId = 0;

function publish(): void {
  if (publishing) return;
  publishing = true;
  setTimeout(() => {
    publishing = false;
    useReceiptsStore.setState(working);
  }, 0);
}

useReceiptsStore.subscribe((state) => {
  // Sign-out resets the published store (below): the working copy follows.
  if (state === INITIAL) working = INITIAL;
});
resetOnSignOut(useReceiptsStore);

function update(marketId: string, id: number, change: (receipt: ExecutionReceipt) => ExecutionReceipt): void {
  const receipts = working.byMarket[marketId];
  const index = receipts?.findIndex((receipt) => receipt.id === id) ?? -1;
  if (receipts === undefined || index < 0) return;
  const next = [...receipts];
  next[index] = change(receipts[index]!);
  working = { ...working, byMarket: { ...working.byMarket, [marketId]: next } };
  publish();
}

function withStep(receipt: ExecutionReceipt, step: ReceiptStep): ExecutionReceipt {
  return { ...receipt, steps: [...receipt.steps, step] };
}

/** A bet is on its way: its receipt starts with the click and the request. Returns its id. */
export function beginReceipt(start: ReceiptStart): number {
  nextId += 1;
  const receipt: ExecutionReceipt = {
    id: nextId,
    marketId: start.marketId,
    selectionId: start.selectionId,
    handicap: start.handicap,
    runnerName: start.runnerName,
    side: start.side,
    clickedPrice: start.clickedPrice,
    price: start.price,
    stake: start.stake,
    currency: start.currency,
    ladder: start.ladder,
    clickedEpoch: performance.timeOrigin + start.clickedAt,
    reference: start.reference,
    marketDelaySeconds: start.marketDelaySeconds,
    expectedDelaySeconds: start.expectedDelaySeconds,
    betId: undefined,
    sizeMatched: 0,
    averagePrice: undefined,
    done: false,
    steps: [
      { kind: 'clicked', at: start.clickedAt },
      ...(start.confirmedAt === undefined ? [] : [{ kind: 'confirmed' as const, at: start.confirmedAt }]),
      { kind: 'sent', at: start.sentAt },
    ],
  };
  const kept = [...(working.byMarket[start.marketId] ?? []), receipt].slice(-RECEIPTS_PER_MARKET);
  working = { ...working, byMarket: { ...working.byMarket, [start.marketId]: kept } };
  publish();
  return receipt.id;
}

/**
 * The exchange answered. The exchange reports no delay, so the one served is the delay the bet
 * was due when sent, unless the answer came sooner than that delay (then it cannot have waited).
 * In play the receipt always has a delay step: 0 s says the bet went at once (passive).
 */
export function acknowledgeReceipt(marketId: string, id: number, answer: Acknowledgement, at: number): void {
  update(marketId, id, (receipt) => {
    if (!answer.ok) {
      return withStep(
        { ...receipt, done: !answer.unknown },
        { kind: answer.unknown ? 'unknown' : 'failed', at, message: answer.message },
      );
    }
    const sent = receipt.steps.find((step) => step.kind === 'sent')!.at;
    const delayMs = receipt.expectedDelaySeconds * 1000;
    const served = delayMs > 0 && at - sent >= delayMs ? receipt.expectedDelaySeconds : 0;
    // Steps stay in time order: the stream may have told of matches before the answer came.
    const steps = [
      ...receipt.steps,
      ...(receipt.marketDelaySeconds > 0
        ? [{ kind: 'delay' as const, at: sent + served * 1000, seconds: served }]
        : []),
      { kind: 'acknowledged' as const, at },
    ].sort((a, b) => a.at - b.at);
    // Matches are the order stream's to tell (it names each one as it happens).
    return { ...receipt, betId: answer.betId, steps };
  });
  const receipt = working.byMarket[marketId]?.find((r) => r.id === id);
  if (answer.ok && receipt !== undefined) {
    const decided = receipt.steps.find((step) => step.kind === 'confirmed') ?? receipt.steps[0]!;
    working = { ...working, lastLatencyMs: Math.round(at - decided.at) };
    publish();
  }
}

function orderOf(market: OrderMarketCache, receipt: ExecutionReceipt): UnmatchedOrder | undefined {
  for (const runner of market.runners.values()) {
    if (runner.selectionId !== receipt.selectionId || runner.handicap !== receipt.handicap) continue;
    if (receipt.betId !== undefined) return runner.orders.get(receipt.betId);
    for (const order of runner.orders.values()) if (order.rfo === receipt.reference) return order;
  }
  return undefined;
}

/** The steps an order-stream change of the bet adds to its receipt. */
function stepsFrom(receipt: ExecutionReceipt, order: UnmatchedOrder, at: number): ReceiptStep[] {
  const steps: ReceiptStep[] = [];
  if (order.sm > receipt.sizeMatched) {
    const full = order.sr === 0 && order.sc === 0 && order.sl === 0 && order.sv === 0;
    steps.push({
      kind: full ? 'matched' : 'partial',
      at,
      sizeMatched: order.sm,
      ...(order.avp === undefined ? {} : { averagePrice: order.avp }),
    });
  }
  if (order.status === 'EC') {
    if (order.sc > 0) steps.push({ kind: 'cancelled', at, size: order.sc });
    if (order.sl > 0) steps.push({ kind: 'lapsed', at, size: order.sl });
    if (order.sv > 0) steps.push({ kind: 'voided', at, size: order.sv });
  }
  return steps;
}

/** Reads an order-stream change of a market as it arrives (the order cache's listener). */
export function observeOrders(market: OrderMarketCache, at: number = performance.now()): void {
  for (const receipt of working.byMarket[market.marketId] ?? []) {
    if (receipt.done) continue;
    const order = orderOf(market, receipt);
    if (order === undefined) continue;
    const steps = stepsFrom(receipt, order, at);
    if (steps.length === 0 && receipt.betId === order.id) continue;
    update(market.marketId, receipt.id, (current) => ({
      ...current,
      betId: order.id,
      sizeMatched: Math.max(current.sizeMatched, order.sm),
      averagePrice: order.avp ?? current.averagePrice,
      done: order.status === 'EC',
      steps: [...current.steps, ...steps],
    }));
  }
}
