import { describe, expect, it } from 'vitest';
import { autoBetOrderRef, type AutoBet } from './auto-bet.js';
import { parseStoredAutoBets } from './auto-bet-storage.js';

const stopLoss: AutoBet = {
  autoBetType: 'STOP_LOSS',
  betId: '123456789012_STOP_LOSS',
  triggerBetId: '123456789012',
  eventId: '30',
  marketId: '1.234567890',
  runnerId: '47972_0',
  side: 'LAY',
  odd: 3.1,
  stakeOriginal: 10,
  stakeRemaining: 10,
  newStake: 4.5,
  stakeSent: 0,
  userCurrency: 'GBP',
};

describe('autoBetOrderRef', () => {
  it('names the trigger, the type and the stake sent before, within 32 characters', () => {
    expect(autoBetOrderRef(stopLoss)).toBe('123456789012-SL-0');
    expect(autoBetOrderRef({ ...stopLoss, autoBetType: 'TICK_OFFSET', stakeSent: 4.5 })).toBe(
      '123456789012-TO-450',
    );
    expect(autoBetOrderRef({ ...stopLoss, stakeSent: 99_999_999.99 }).length).toBeLessThanOrEqual(32);
  });
});

describe('parseStoredAutoBets', () => {
  it('keeps a valid schedule and its placements in flight', () => {
    const stored = { schedule: [stopLoss], inFlight: [{ ref: '123456789012-SL-0', placement: stopLoss }] };
    expect(parseStoredAutoBets(JSON.parse(JSON.stringify(stored)))).toEqual({ ...stored, dropped: 0 });
  });

  it('drops malformed records one by one and counts them', () => {
    const parsed = parseStoredAutoBets({
      schedule: [
        stopLoss,
        { ...stopLoss, newStake: 1.005 },
        { ...stopLoss, odd: 1001 },
        { ...stopLoss, betId: 'other_STOP_LOSS' },
        { ...stopLoss, side: 'SIDEWAYS' },
        'junk',
      ],
      inFlight: [{ ref: '', placement: stopLoss }],
    });
    expect(parsed.schedule).toEqual([stopLoss]);
    expect(parsed.inFlight).toEqual([]);
    expect(parsed.dropped).toBe(6);
  });

  it('reads nothing from nothing, or from something that is not a record', () => {
    expect(parseStoredAutoBets(undefined)).toEqual({ schedule: [], inFlight: [], dropped: 0 });
    expect(parseStoredAutoBets('{')).toEqual({ schedule: [], inFlight: [], dropped: 0 });
    expect(parseStoredAutoBets({ schedule: 'x' }).dropped).toBe(1);
  });
});
