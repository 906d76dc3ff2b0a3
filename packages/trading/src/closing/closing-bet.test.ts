import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closingBetsAutoOptionsWarning, groupClosingBets } from './closing-bet.js';
import type { ClosingBet, PlacedClosingBet } from './closing-bet.js';
import { AUTO_BETS_NOT_FOR_CLOSING_BETS } from './closing-constants.js';

const bet = (runnerId: string): ClosingBet => ({ runnerId, side: 'BACK', odd: 2, stake: 1, type: 'hedge' });

describe('groupClosingBets', () => {
  it('groups by event then market, in arrival order', () => {
    const placed: PlacedClosingBet[] = [
      { eventId: 'E1', marketId: 'M1', bet: bet('a') },
      { eventId: 'E2', marketId: 'M3', bet: bet('b') },
      { eventId: 'E1', marketId: 'M2', bet: bet('c') },
      { eventId: 'E1', marketId: 'M1', bet: bet('d') },
    ];
    expect(groupClosingBets(placed)).toEqual([
      {
        eventId: 'E1',
        markets: [
          { marketId: 'M1', bets: [bet('a'), bet('d')] },
          { marketId: 'M2', bets: [bet('c')] },
        ],
      },
      { eventId: 'E2', markets: [{ marketId: 'M3', bets: [bet('b')] }] },
    ]);
  });

  it('keeps every bet exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('E1', 'E2'), fc.constantFrom('M1', 'M2', 'M3'))),
        (keys) => {
          const placed = keys.map(([eventId, marketId], i) => ({ eventId, marketId, bet: bet(String(i)) }));
          const grouped = groupClosingBets(placed);
          const ids = grouped.flatMap((e) => e.markets.flatMap((m) => m.bets.map((b) => Number(b.runnerId))));
          expect([...ids].sort((a, b) => a - b)).toEqual(placed.map((_, i) => i));
        },
      ),
    );
  });
});

describe('closingBetsAutoOptionsWarning', () => {
  it('warns only when tick offset or stop loss is on', () => {
    expect(closingBetsAutoOptionsWarning({ tickOffsetActive: false, stopLossActive: false })).toBeUndefined();
    expect(closingBetsAutoOptionsWarning({ tickOffsetActive: true, stopLossActive: false })).toBe(
      AUTO_BETS_NOT_FOR_CLOSING_BETS,
    );
    expect(closingBetsAutoOptionsWarning({ tickOffsetActive: false, stopLossActive: true })).toBe(
      'Tick offset and Stop loss does not work for closing bets (cash out, hedge, unlevel)',
    );
  });
});
