import { describe, expect, it } from 'vitest';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import { planAutoBets, type AutoBetTriggerBet } from './auto-bet-plan.js';
import {
  AUTO_BET_CLOSING_BETS_MESSAGE,
  STOP_LOSS_OUT_OF_RANGE_MESSAGE,
  TICK_OFFSET_OUT_OF_RANGE_MESSAGE,
} from './auto-bet-messages.js';

const bet: AutoBetTriggerBet = {
  betId: '321',
  eventId: 30_000_001,
  marketId: '1.234',
  runnerId: 47_972,
  side: 'BACK',
  odd: 3,
  stake: 10,
  userCurrency: 'GBP',
  isClosingBet: false,
};
const both = { tickOffset: { active: true, value: 2 }, stopLoss: { active: true, value: 2 } };

describe('planAutoBets (trading-core §4/§5)', () => {
  it('plans opposite-side auto bets with suffixed ids and nothing covered yet', () => {
    const plan = planAutoBets(CLASSIC_LADDER, bet, both);
    expect(plan.warnings).toEqual([]);
    expect(plan.autoBets).toEqual([
      {
        autoBetType: 'TICK_OFFSET',
        betId: '321_TICK_OFFSET',
        triggerBetId: '321',
        eventId: 30_000_001,
        marketId: '1.234',
        runnerId: 47_972,
        side: 'LAY',
        odd: 2.96,
        stakeOriginal: 10,
        stakeRemaining: 10,
        newStake: 0,
        stakeSent: 0,
        userCurrency: 'GBP',
      },
      expect.objectContaining({ autoBetType: 'STOP_LOSS', betId: '321_STOP_LOSS', side: 'LAY', odd: 3.1 }),
    ]);
  });

  it('plans nothing when no option is on', () => {
    const off = { tickOffset: { active: false, value: 1 }, stopLoss: { active: false, value: 1 } };
    expect(planAutoBets(CLASSIC_LADDER, { ...bet, isClosingBet: true }, off)).toEqual({
      autoBets: [],
      warnings: [],
    });
  });

  it('refuses closing bets with the spec warning', () => {
    expect(planAutoBets(CLASSIC_LADDER, { ...bet, isClosingBet: true }, both)).toEqual({
      autoBets: [],
      warnings: [AUTO_BET_CLOSING_BETS_MESSAGE],
    });
    expect(AUTO_BET_CLOSING_BETS_MESSAGE).toBe(
      'Tick offset and Stop loss does not work for closing bets (cash out, hedge, unlevel)',
    );
  });

  it('warns and skips only the auto bet that falls off the ladder', () => {
    // BACK at 1.02: tick offset 2 down falls below 1.01; stop loss 2 up is 1.04
    const low = planAutoBets(CLASSIC_LADDER, { ...bet, odd: 1.02 }, both);
    expect(low.warnings).toEqual([TICK_OFFSET_OUT_OF_RANGE_MESSAGE]);
    expect(low.autoBets.map((a) => [a.autoBetType, a.odd])).toEqual([['STOP_LOSS', 1.04]]);
    // BACK at 990: stop loss 2 up passes 1000
    const high = planAutoBets(CLASSIC_LADDER, { ...bet, odd: 990 }, both);
    expect(high.warnings).toEqual([STOP_LOSS_OUT_OF_RANGE_MESSAGE]);
    expect(high.autoBets.map((a) => [a.autoBetType, a.odd])).toEqual([['TICK_OFFSET', 970]]);
  });

  it('throws for a stake that cannot have been placed', () => {
    expect(() => planAutoBets(CLASSIC_LADDER, { ...bet, stake: 0 }, both)).toThrow(RangeError);
    expect(() => planAutoBets(CLASSIC_LADDER, { ...bet, stake: 1.005 }, both)).toThrow(RangeError);
  });
});
