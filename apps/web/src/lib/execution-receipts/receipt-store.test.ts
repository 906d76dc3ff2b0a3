import { OrderStreamCache, type UnmatchedOrder } from '@greenbook/betfair';
import { CLASSIC_LADDER } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acknowledgeReceipt,
  beginReceipt,
  observeOrders,
  RECEIPTS_PER_MARKET,
  useReceiptsStore,
  type ReceiptStart,
} from './receipt-store';

const MARKET = '1.23';
const start = (overrides: Partial<ReceiptStart> = {}): ReceiptStart => ({
  marketId: MARKET,
  selectionId: 7,
  handicap: 0,
  runnerName: 'Home',
  side: 'BACK',
  clickedPrice: 2.5,
  price: 2.5,
  stake: 10,
  currency: 'GBP',
  ladder: CLASSIC_LADDER,
  reference: 'gbref1',
  marketDelaySeconds: 0,
  expectedDelaySeconds: 0,
  clickedAt: 1000,
  sentAt: 1002,
  ...overrides,
});

const order = (fields: Partial<UnmatchedOrder>): UnmatchedOrder => ({
  id: '501',
  p: 2.5,
  s: 10,
  side: 'B',
  status: 'E',
  pt: 'L',
  ot: 'L',
  pd: 0,
  sm: 0,
  sr: 10,
  sl: 0,
  sc: 0,
  sv: 0,
  rfo: 'gbref1',
  ...fields,
});

/** The order cache after one ocm carrying the order, as the stream applies it. */
function streamed(fields: Partial<UnmatchedOrder>) {
  const cache = new OrderStreamCache();
  const [market] = cache.apply({
    op: 'ocm',
    id: 1,
    pt: 0,
    oc: [{ id: MARKET, orc: [{ id: 7, uo: [order(fields)] }] }],
  });
  return market!;
}

const receipts = () => useReceiptsStore.getState().byMarket[MARKET] ?? [];

describe('execution receipts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useReceiptsStore.setState(useReceiptsStore.getInitialState(), true);
  });
  afterEach(() => vi.useRealTimers());

  it('records each step with its time: click, request, answer, a partial and the full match', () => {
    const id = beginReceipt(start());
    acknowledgeReceipt(MARKET, id, { ok: true, betId: '501' }, 1040);
    observeOrders(streamed({ sm: 4, sr: 6, avp: 2.52 }), 1100);
    observeOrders(streamed({ sm: 10, sr: 0, avp: 2.54, status: 'EC' }), 1300);
    vi.runAllTimers();
    const [receipt] = receipts();
    expect(receipt!.steps.map((step) => [step.kind, step.at])).toEqual([
      ['clicked', 1000],
      ['sent', 1002],
      ['acknowledged', 1040],
      ['partial', 1100],
      ['matched', 1300],
    ]);
    expect(receipt).toMatchObject({ betId: '501', sizeMatched: 10, averagePrice: 2.54, done: true });
    expect(useReceiptsStore.getState().lastLatencyMs).toBe(40);
  });

  it('lists Confirm as a step of a dialog bet, and times the last bet from it, not from the click', () => {
    // The trader read the dialog for 2.5 s: that is not the exchange's time.
    const id = beginReceipt(start({ clickedAt: 1000, confirmedAt: 3500, sentAt: 3502 }));
    acknowledgeReceipt(MARKET, id, { ok: true, betId: '501' }, 3530);
    vi.runAllTimers();
    expect(receipts()[0]!.steps.map((step) => [step.kind, step.at])).toEqual([
      ['clicked', 1000],
      ['confirmed', 3500],
      ['sent', 3502],
      ['acknowledged', 3530],
    ]);
    expect(useReceiptsStore.getState().lastLatencyMs).toBe(30);
  });

  it('finds the bet by its reference when the stream tells of it before the answer', () => {
    const id = beginReceipt(start());
    observeOrders(streamed({ sm: 10, sr: 0, avp: 2.5, status: 'EC' }), 1020);
    acknowledgeReceipt(MARKET, id, { ok: true, betId: '501' }, 1030);
    vi.runAllTimers();
    expect(receipts()[0]!.steps.map((step) => step.kind)).toEqual([
      'clicked',
      'sent',
      'matched',
      'acknowledged',
    ]);
  });

  it('shows the delay served in play, and 0 s when the answer came sooner than the delay', () => {
    const crossing = beginReceipt(start({ marketDelaySeconds: 5, expectedDelaySeconds: 5 }));
    acknowledgeReceipt(MARKET, crossing, { ok: true, betId: '501' }, 6050);
    const passive = beginReceipt(start({ reference: 'gbref2', marketDelaySeconds: 5 }));
    acknowledgeReceipt(MARKET, passive, { ok: true, betId: '502' }, 1030);
    vi.runAllTimers();
    const [first, second] = receipts();
    expect(first!.steps.find((step) => step.kind === 'delay')).toEqual({
      kind: 'delay',
      at: 6002,
      seconds: 5,
    });
    expect(second!.steps.find((step) => step.kind === 'delay')).toMatchObject({ seconds: 0 });
  });

  it('ends a refused bet with its reason, and names cancelled and lapsed parts', () => {
    const refused = beginReceipt(start());
    acknowledgeReceipt(MARKET, refused, { ok: false, unknown: false, message: 'Insufficient funds' }, 1010);
    const rested = beginReceipt(start({ reference: 'gbref3' }));
    acknowledgeReceipt(MARKET, rested, { ok: true, betId: '503' }, 1010);
    observeOrders(streamed({ id: '503', rfo: 'gbref3', sm: 3, sr: 0, sc: 7, avp: 2.5, status: 'EC' }), 1500);
    vi.runAllTimers();
    const [first, second] = receipts();
    expect(first).toMatchObject({ done: true });
    expect(first!.steps.at(-1)).toMatchObject({ kind: 'failed', message: 'Insufficient funds' });
    expect(second!.steps.slice(-2)).toEqual([
      { kind: 'partial', at: 1500, sizeMatched: 3, averagePrice: 2.5 },
      { kind: 'cancelled', at: 1500, size: 7 },
    ]);
  });

  it('keeps the last 100 of a market, and publishes nothing until the current task ends', () => {
    for (let n = 0; n < RECEIPTS_PER_MARKET + 5; n += 1) beginReceipt(start({ reference: `r${n}` }));
    expect(receipts()).toHaveLength(0);
    vi.runAllTimers();
    expect(receipts()).toHaveLength(RECEIPTS_PER_MARKET);
    expect(receipts()[0]!.reference).toBe('r5');
  });
});
