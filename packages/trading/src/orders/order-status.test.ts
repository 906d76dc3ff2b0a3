import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_TIMEOUT_MESSAGE,
  orderDisplayState,
  orderStatusFromCode,
  placeResultStatus,
  type OrderStatus,
} from './order-status.js';

describe('orderDisplayState (trading-core §4 Order status)', () => {
  it('maps each status and matched size to what the trader sees', () => {
    expect(orderDisplayState({ status: 'PENDING', sizeMatched: 0 })).toBe('pending');
    expect(orderDisplayState({ status: 'EXECUTABLE', sizeMatched: 0 })).toBe('unmatched');
    expect(orderDisplayState({ status: 'EXECUTABLE', sizeMatched: 0.01 })).toBe('partially-matched');
    expect(orderDisplayState({ status: 'EXECUTION_COMPLETE', sizeMatched: 10 })).toBe('matched');
    expect(orderDisplayState({ status: 'EXECUTION_COMPLETE', sizeMatched: 0 })).toBe('cancelled');
    expect(orderDisplayState({ status: 'EXPIRED', sizeMatched: 0 })).toBe('expired');
  });

  it('an executable order is unmatched exactly when nothing matched', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (hundredths) => {
        const state = orderDisplayState({ status: 'EXECUTABLE', sizeMatched: hundredths / 100 });
        expect(state).toBe(hundredths === 0 ? 'unmatched' : 'partially-matched');
      }),
    );
  });
});

describe('order stream letters and place results (trading-core §3, §4, §8)', () => {
  it('reads E and EC and nothing else', () => {
    expect(orderStatusFromCode('E')).toBe<OrderStatus>('EXECUTABLE');
    expect(orderStatusFromCode('EC')).toBe<OrderStatus>('EXECUTION_COMPLETE');
    expect(orderStatusFromCode('e')).toBeUndefined();
    expect(orderStatusFromCode('')).toBeUndefined();
  });

  it('maps exchange report statuses to SUCCESS / FAILURE / TIMEOUT', () => {
    expect(placeResultStatus('SUCCESS')).toBe('SUCCESS');
    expect(placeResultStatus('FAILURE')).toBe('FAILURE');
    expect(placeResultStatus('PROCESSED_WITH_ERRORS')).toBe('FAILURE');
    expect(placeResultStatus('TIMEOUT')).toBe('TIMEOUT');
    expect(placeResultStatus('success')).toBeUndefined();
  });

  it('keeps the spec wording of the timeout text', () => {
    expect(ORDER_TIMEOUT_MESSAGE).toBe(
      'The order timed out & the status of the bet is unknown. Please check your matched bets list.',
    );
  });
});
