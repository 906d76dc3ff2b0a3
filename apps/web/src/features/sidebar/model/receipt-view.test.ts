import { CLASSIC_LADDER } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import type { ExecutionReceipt } from '@/lib/execution-receipts/receipt-store';
import { priceChangedInDialog, receiptSlippage, receiptStatus, signed, timedSteps } from './receipt-view';

const receipt = (fields: Partial<ExecutionReceipt> = {}): ExecutionReceipt => ({
  id: 1,
  marketId: '1.2',
  selectionId: 7,
  handicap: 0,
  runnerName: 'Home',
  side: 'LAY',
  clickedPrice: 4,
  price: 4,
  stake: 10,
  currency: 'EUR',
  ladder: CLASSIC_LADDER,
  clickedEpoch: 0,
  reference: 'r',
  marketDelaySeconds: 0,
  expectedDelaySeconds: 0,
  betId: '9',
  sizeMatched: 0,
  averagePrice: undefined,
  done: false,
  steps: [
    { kind: 'clicked', at: 100.4 },
    { kind: 'sent', at: 103 },
    { kind: 'acknowledged', at: 150.6 },
  ],
  ...fields,
});

describe('receipt view', () => {
  it('gives each step its time since the click and its own latency', () => {
    expect(timedSteps(receipt()).map(({ sinceClickMs, latencyMs }) => [sinceClickMs, latencyMs])).toEqual([
      [0, undefined],
      [3, 3],
      [50, 48],
    ]);
  });

  it('names the state of the bet', () => {
    expect(receiptStatus(receipt({ betId: undefined }))).toBe('waiting');
    expect(receiptStatus(receipt())).toBe('open');
    expect(receiptStatus(receipt({ sizeMatched: 4 }))).toBe('partial');
    expect(receiptStatus(receipt({ sizeMatched: 10, done: true }))).toBe('matched');
    expect(receiptStatus(receipt({ sizeMatched: 4, done: true }))).toBe('closed');
    expect(
      receiptStatus(
        receipt({ betId: undefined, done: true, steps: [{ kind: 'failed', at: 1, message: 'x' }] }),
      ),
    ).toBe('failed');
  });

  it('shows a lay matched higher than clicked as worse, with a minus sign', () => {
    const slippage = receiptSlippage(receipt({ sizeMatched: 10, averagePrice: 4.2 }))!;
    expect(slippage).toEqual({ price: -0.2, ticks: -2 });
    expect(signed(slippage.ticks)).toBe('\u22122');
    expect(signed(0.04)).toBe('+0.04');
    expect(receiptSlippage(receipt())).toBeUndefined();
  });

  it('measures a bet whose price was changed in the dialog from the price asked, not the one clicked', () => {
    // Clicked LAY at 23, changed to 3 in the dialog, matched at 3: no slippage, not 20 points worse.
    const changed = receipt({ clickedPrice: 23, price: 3, sizeMatched: 10, averagePrice: 3 });
    expect(priceChangedInDialog(changed)).toBe(true);
    expect(receiptSlippage(changed)).toEqual({ price: 0, ticks: 0 });
    expect(priceChangedInDialog(receipt())).toBe(false);
  });
});
