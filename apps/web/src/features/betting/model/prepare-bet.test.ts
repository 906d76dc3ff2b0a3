import { CLASSIC_LADDER, FINEST_LADDER, ZERO_STAKE_MESSAGE_PREFIX } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import type { BetMarket } from './bet-market';
import { EACH_WAY_REFUSED_MESSAGE, LINE_REFUSED_MESSAGE } from './bet-messages';
import { oddForClick, placesAtOnce, prepareBet, shownModeValue, type BetTicket } from './prepare-bet';

const market: BetMarket = {
  marketId: '1.100',
  status: 'OPEN',
  bettingType: 'ODDS',
  marketType: 'MATCH_ODDS',
  betDelay: 5,
  ladder: CLASSIC_LADDER,
};
const ticket: BetTicket = {
  marketId: '1.100',
  selectionId: 11,
  handicap: 0,
  runnerName: 'Home',
  side: 'BACK',
  odd: 3,
  stakeValue: 10,
  stakeMode: 'STAKE',
};

function prepared(overrides: Partial<BetTicket> = {}, onMarket: Partial<BetMarket> = {}, currency = 'GBP') {
  const result = prepareBet({ ...ticket, ...overrides }, { ...market, ...onMarket }, currency);
  if (!result.ok) throw new Error(result.report.message);
  return result.bet;
}

describe('prepareBet (trading-core §4, §5)', () => {
  it('uses 1000 for a back and 1.01 for a lay when the clicked cell has no odd', () => {
    expect(oddForClick('BACK', undefined, market)).toBe(1000);
    expect(oddForClick('LAY', undefined, market)).toBe(1.01);
    expect(oddForClick('LAY', 2.5, market)).toBe(2.5);
  });

  it('refuses EACH_WAY and LINE markets with their texts', () => {
    const eachWay = prepareBet(ticket, { ...market, marketType: 'EACH_WAY' }, 'GBP');
    expect(eachWay).toMatchObject({
      ok: false,
      report: { kind: 'warning', message: EACH_WAY_REFUSED_MESSAGE },
    });
    expect(EACH_WAY_REFUSED_MESSAGE).toBe(
      'Bet not placed. Not yet supported bets on "EACH_WAY" market types.',
    );
    const line = prepareBet(ticket, { ...market, bettingType: 'LINE' }, 'GBP');
    expect(line).toMatchObject({ ok: false, report: { message: LINE_REFUSED_MESSAGE } });
  });

  it('refuses a zero stake with the spec text and the market id', () => {
    const zero = prepareBet({ ...ticket, stakeValue: 0 }, market, 'GBP');
    expect(zero).toMatchObject({ ok: false, report: { message: `${ZERO_STAKE_MESSAGE_PREFIX} 1.100` } });
  });

  it('refuses an unsupported currency with a message shown even when errors are hidden', () => {
    const refused = prepareBet(ticket, market, 'XYZ');
    expect(refused).toMatchObject({ ok: false, report: { kind: 'error', alwaysShown: true } });
  });

  it('refuses an odd that is not on the market ladder', () => {
    expect(prepareBet({ ...ticket, odd: 3.01 }, market, 'GBP').ok).toBe(false);
    expect(prepareBet({ ...ticket, odd: 3.01 }, { ...market, ladder: FINEST_LADDER }, 'GBP').ok).toBe(true);
  });

  it('converts the stake-mode value to the stake per side', () => {
    expect(prepared({ stakeMode: 'LIABILITY', side: 'LAY', odd: 3, stakeValue: 10 }).stakeToSend).toBe(5);
    expect(prepared({ stakeMode: 'PROFIT', side: 'BACK', odd: 1.5, stakeValue: 10 }).stakeToSend).toBe(20);
    const mix = prepared({ stakeMode: 'MIX', side: 'BACK', odd: 4, stakeValue: 9 });
    expect(mix.stakeToSend).toBe(3);
    expect(shownModeValue(mix)).toBe(9);
  });

  it('warns when the profit ratio needs a different stake, with the spec titles and lines', () => {
    const bet = prepared({ stakeValue: 0.03, odd: 1.15 });
    expect(bet.requestedStake).toBe(0.03);
    expect(bet.stakeToSend).toBe(0.06);
    expect(bet.warning).toMatchObject({
      title: 'Stake not accepted',
      acceptButton: 'Accept stake changes and submit bet(s)',
      bets: [{ line: 'Minimum stake for this odd is: 0.06' }],
    });
  });

  it('places at once only without confirmation and with a valid ratio or auto-adjust on', () => {
    const normal = prepared();
    const adjusted = prepared({ stakeValue: 0.03, odd: 1.15 });
    expect(placesAtOnce(normal, { confirmation: true, profitRatioAutoChangeStake: false })).toBe(false);
    expect(placesAtOnce(normal, { confirmation: false, profitRatioAutoChangeStake: false })).toBe(true);
    expect(placesAtOnce(adjusted, { confirmation: false, profitRatioAutoChangeStake: false })).toBe(false);
    expect(placesAtOnce(adjusted, { confirmation: false, profitRatioAutoChangeStake: true })).toBe(true);
  });

  it('runs the unmatched-bet animation for the bet delay, doubled for the small-stake plan, capped at 30 s', () => {
    expect(prepared().animationSeconds).toBe(5);
    expect(prepared({ stakeValue: 0.5 }).animationSeconds).toBe(10);
    expect(prepared({ stakeValue: 0.5 }, { betDelay: 20 }).animationSeconds).toBe(30);
  });
});
