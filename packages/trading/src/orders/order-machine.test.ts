import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  acceptOrder,
  cancelOrder,
  changeOrderPersistence,
  expireOrder,
  lapseOrder,
  matchOrder,
  placeOrder,
  reduceOrder,
  type OrderTransition,
  type TrackedOrder,
} from './order-machine.js';

function ok(transition: OrderTransition): TrackedOrder {
  if (!transition.ok) throw new Error(`refused: ${transition.error.reason}`);
  return transition.order;
}

const terms = { side: 'BACK', price: 3, size: 10, persistence: 'LAPSE', fillOrKill: false } as const;

describe('order state machine (trading-core §4 Order status)', () => {
  it('goes PENDING → EXECUTABLE → EXECUTION_COMPLETE as it matches', () => {
    const pending = ok(placeOrder(terms));
    expect(pending.status).toBe('PENDING');
    const accepted = ok(acceptOrder(pending, { betId: '1', sizeMatched: 2.5 }));
    expect(accepted).toMatchObject({
      betId: '1',
      status: 'EXECUTABLE',
      sizeMatched: 2.5,
      sizeRemaining: 7.5,
    });
    // 2.5 + 7.49 = 9.99 matched, 0.01 remaining
    const nearly = ok(matchOrder(accepted, 7.49));
    expect(nearly).toMatchObject({ status: 'EXECUTABLE', sizeMatched: 9.99, sizeRemaining: 0.01 });
    const done = ok(matchOrder(nearly, 0.01));
    expect(done).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeMatched: 10, sizeRemaining: 0 });
  });

  it('is complete at once when fully matched on acceptance', () => {
    const done = ok(acceptOrder(ok(placeOrder(terms)), { betId: '1', sizeMatched: 10 }));
    expect(done.status).toBe('EXECUTION_COMPLETE');
  });

  it('reduces, cancels and lapses the unmatched part', () => {
    const live = ok(acceptOrder(ok(placeOrder(terms)), { betId: '1', sizeMatched: 4 }));
    const reduced = ok(reduceOrder(live, 1.5)); // 10 − 4 matched − 1.5 cancelled = 4.5 remaining
    expect(reduced).toMatchObject({ status: 'EXECUTABLE', sizeCancelled: 1.5, sizeRemaining: 4.5 });
    expect(ok(cancelOrder(reduced))).toMatchObject({
      status: 'EXECUTION_COMPLETE',
      sizeCancelled: 6,
      sizeRemaining: 0,
      sizeMatched: 4,
    });
    expect(ok(lapseOrder(reduced))).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeLapsed: 4.5 });
    // a suspension during the bet delay lapses the still-pending order
    expect(ok(lapseOrder(ok(placeOrder(terms))))).toMatchObject({
      status: 'EXECUTION_COMPLETE',
      sizeLapsed: 10,
    });
  });

  it('fill-or-kill fills in full or expires', () => {
    const pending = ok(placeOrder({ ...terms, fillOrKill: true }));
    expect(acceptOrder(pending, { betId: '1', sizeMatched: 5 }).ok).toBe(false);
    expect(ok(acceptOrder(pending, { betId: '1', sizeMatched: 10 })).status).toBe('EXECUTION_COMPLETE');
    expect(ok(expireOrder(pending))).toMatchObject({
      status: 'EXPIRED',
      sizeRemaining: 0,
      sizeCancelled: 10,
    });
    expect(expireOrder(ok(placeOrder(terms))).ok).toBe(false);
  });

  it('refuses illegal transitions and bad sizes', () => {
    const pending = ok(placeOrder(terms));
    const live = ok(acceptOrder(pending, { betId: '1', sizeMatched: 0 }));
    const done = ok(matchOrder(live, 10));
    const refusals: OrderTransition[] = [
      placeOrder({ ...terms, size: 0 }),
      placeOrder({ ...terms, size: 1.001 }),
      placeOrder({ ...terms, price: Number.NaN }),
      matchOrder(pending, 1), // not accepted yet
      acceptOrder(live, { betId: '2', sizeMatched: 0 }), // accepted twice: a double bet
      acceptOrder(pending, { betId: ' ', sizeMatched: 0 }),
      acceptOrder(pending, { betId: '1', sizeMatched: 10.01 }),
      matchOrder(live, 10.01),
      matchOrder(live, -1),
      matchOrder(done, 1),
      reduceOrder(done, 1),
      cancelOrder(done),
      lapseOrder(done),
      expireOrder(live),
      changeOrderPersistence(done, 'PERSIST'),
    ];
    for (const refusal of refusals) expect(refusal.ok).toBe(false);
    const error = matchOrder(done, 1);
    expect(error).toMatchObject({ ok: false, error: { transition: 'match', from: 'EXECUTION_COMPLETE' } });
  });

  it('changes persistence of an executable order only', () => {
    const live = ok(acceptOrder(ok(placeOrder(terms)), { betId: '1', sizeMatched: 0 }));
    expect(ok(changeOrderPersistence(live, 'PERSIST')).persistence).toBe('PERSIST');
    expect(ok(changeOrderPersistence(live, 'LAPSE'))).toBe(live);
  });

  it('always accounts for the whole size: matched + remaining + cancelled + lapsed = size', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('match' as const), hundredths: fc.integer({ min: -5, max: 2000 }) }),
      fc.record({ kind: fc.constant('reduce' as const), hundredths: fc.integer({ min: -5, max: 2000 }) }),
      fc.record({ kind: fc.constantFrom('cancel' as const, 'lapse' as const) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(step, { maxLength: 12 }),
        (sizeHundredths, steps) => {
          let order = ok(
            acceptOrder(ok(placeOrder({ ...terms, size: sizeHundredths / 100 })), {
              betId: 'x',
              sizeMatched: 0,
            }),
          );
          for (const s of steps) {
            const next =
              s.kind === 'match'
                ? matchOrder(order, s.hundredths / 100)
                : s.kind === 'reduce'
                  ? reduceOrder(order, s.hundredths / 100)
                  : s.kind === 'cancel'
                    ? cancelOrder(order)
                    : lapseOrder(order);
            if (next.ok) order = next.order;
            const parts = [order.sizeMatched, order.sizeRemaining, order.sizeCancelled, order.sizeLapsed];
            expect(parts.every((p) => p >= 0)).toBe(true);
            expect(Math.round(parts.reduce((a, b) => a + b, 0) * 100)).toBe(sizeHundredths);
            expect(order.status === 'EXECUTION_COMPLETE').toBe(order.sizeRemaining === 0);
          }
        },
      ),
    );
  });
});
