// What an execution receipt shows (issue 21 §2), framework-free: the bet's state in one word, each
// step's time since the click and the latency of the step (since the one before), and the
// slippage of the average matched price from the price asked (the clicked one, unless changed in
// the confirmation dialog).
import { slippageOf, type Slippage } from '@greenbook/trading';
import type { ExecutionReceipt, ReceiptStep } from '@/lib/execution-receipts/receipt-store';

export type ReceiptStatus = 'waiting' | 'open' | 'partial' | 'matched' | 'closed' | 'failed';

export function receiptStatus(receipt: ExecutionReceipt): ReceiptStatus {
  if (receipt.steps.some((step) => step.kind === 'failed')) return 'failed';
  if (receipt.betId === undefined) return 'waiting';
  if (receipt.done) return receipt.sizeMatched >= receipt.stake ? 'matched' : 'closed';
  return receipt.sizeMatched > 0 ? 'partial' : 'open';
}

export interface TimedStep {
  readonly step: ReceiptStep;
  /** Whole milliseconds since the click. */
  readonly sinceClickMs: number;
  /** Whole milliseconds since the step before (undefined for the click). */
  readonly latencyMs: number | undefined;
}

export function timedSteps(receipt: ExecutionReceipt): TimedStep[] {
  const clicked = receipt.steps[0]?.at ?? 0;
  return receipt.steps.map((step, index) => ({
    step,
    sinceClickMs: Math.round(step.at - clicked),
    latencyMs: index === 0 ? undefined : Math.round(step.at - receipt.steps[index - 1]!.at),
  }));
}

/** Whether the trader changed the clicked price in the confirmation dialog before sending it. */
export function priceChangedInDialog(receipt: ExecutionReceipt): boolean {
  return receipt.price !== receipt.clickedPrice;
}

/**
 * The average matched price against the price asked: the clicked one, or the one the trader typed
 * in the dialog instead (a bet sent at 3 after a click on 23 did not slip 20 points: it was asked
 * at 3). Undefined until something matched.
 */
export function receiptSlippage(receipt: ExecutionReceipt): Slippage | undefined {
  if (receipt.sizeMatched <= 0 || receipt.averagePrice === undefined) return undefined;
  return slippageOf(receipt.side, receipt.price, receipt.averagePrice, receipt.ladder);
}

/** A signed figure as the trader reads it: '+2', '−0.04' (a true minus sign), '0'. */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${-value}`;
  return '0';
}
