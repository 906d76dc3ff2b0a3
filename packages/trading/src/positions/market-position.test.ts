import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import { fromHundredths } from '../money/decimal.js';
import { marketPosition } from './market-position.js';
import type { MarketPositionInput } from './market-position.js';
import type { MarketRunnerInput } from './position-types.js';

function position(input: MarketPositionInput) {
  const result = marketPosition(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('marketPosition — worked examples', () => {
  // A: back 10 @ 3 → win +20, lose −10.  B: lay 10 @ 4 → win −30, lose +10.  C: no bets.
  //   A wins: 20 + 10 + 0  = 30
  //   B wins: −10 − 30 + 0 = −40
  //   C wins: −10 + 10     = 0
  // Unmatched: lay 2 @ 3 on A (liability 2×2 = 4 if A wins), back 5 @ 10 on C (liability 5 if C loses).
  //   Full liability: A wins 30 − 4 − 5 = 21; B wins −40 − 5 = −45; C wins 0 → exposure 45.
  //   As if matched: A wins 30 − 4 − 5 = 21; B wins −40 + 2 − 5 = −43; C wins 0 + 2 + 45 = 47.
  const runners: MarketRunnerInput[] = [
    {
      runnerId: 'A',
      orders: { matchedBacks: [[3, 10]], unmatched: [{ side: 'L', price: 3, sizeRemaining: 2 }] },
    },
    { runnerId: 'B', orders: { matchedLays: [[4, 10]] } },
    { runnerId: 'C', orders: { unmatched: [{ side: 'B', price: 10, sizeRemaining: 5 }] } },
  ];

  it('gives the P&L of each single-winner outcome, worst and best cases, and exposure', () => {
    const market = position({ numberOfWinners: 1, runners });
    expect(market.outcomes).toEqual([
      { runnerId: 'A', profit: 30, sessionProfit: 21 },
      { runnerId: 'B', profit: -40, sessionProfit: -43 },
      { runnerId: 'C', profit: 0, sessionProfit: 47 },
    ]);
    expect(market.worstCaseProfit).toBe(-40);
    expect(market.bestCaseProfit).toBe(30);
    expect(market.matchedExposure).toBe(40);
    expect(market.exposure).toBe(45);
    expect(market.runners.map((r) => r.profit)).toEqual([20, -30, 0]);
  });

  it('treats runners independently when there is more than one winner', () => {
    // Lay A 10 @ 2 and lay B 10 @ 2: each −10 if it wins, +10 if it loses.
    //   One winner: A wins −10 + 10 = 0, B wins 0 → no exposure.
    //   Two winners (independent): both can win → −20.
    const lays: MarketRunnerInput[] = [
      { runnerId: 'A', orders: { matchedLays: [[2, 10]] } },
      { runnerId: 'B', orders: { matchedLays: [[2, 10]] } },
      { runnerId: 'C' },
    ];
    expect(position({ numberOfWinners: 1, runners: lays }).exposure).toBe(0);
    const place = position({ numberOfWinners: 2, runners: lays });
    expect(place.isSingleWinner).toBe(false);
    expect(place.outcomes).toEqual([]);
    expect(place.worstCaseProfit).toBe(-20);
    expect(place.bestCaseProfit).toBe(20);
    expect(place.exposure).toBe(20);
  });

  it('has no exposure with no bets or no runners', () => {
    expect(position({ numberOfWinners: 1, runners: [] })).toMatchObject({ exposure: 0, worstCaseProfit: 0 });
    expect(position({ numberOfWinners: 1, runners: [{ runnerId: 'A' }] }).exposure).toBe(0);
  });

  it('refuses bad input', () => {
    const dup = marketPosition({ numberOfWinners: 1, runners: [{ runnerId: 'A' }, { runnerId: 'A' }] });
    expect(dup.ok || dup.error.reason).toBe('DUPLICATE_RUNNER');
    const winners = marketPosition({ numberOfWinners: 1.5, runners: [] });
    expect(winners.ok || winners.error.reason).toBe('INVALID_NUMBER_OF_WINNERS');
    const amount = marketPosition({
      numberOfWinners: 1,
      runners: [{ runnerId: 'A', orders: { matchedLays: [[0, 1]] } }],
    });
    expect(amount.ok || amount.error.reason).toBe('INVALID_AMOUNT');
  });
});

const odds = fc.integer({ min: 0, max: CLASSIC_LADDER.size - 1 }).map((i) => CLASSIC_LADDER.priceAt(i) ?? 2);
const leg = fc.tuple(odds, fc.integer({ min: 0, max: 100_000 }).map(fromHundredths));
const unmatchedOrder = fc.record({
  side: fc.constantFrom('B' as const, 'L' as const),
  price: odds,
  sizeRemaining: fc.integer({ min: 0, max: 100_000 }).map(fromHundredths),
});
const runnerInputs = fc
  .array(
    fc.record({
      matchedBacks: fc.array(leg, { maxLength: 3 }),
      matchedLays: fc.array(leg, { maxLength: 3 }),
      unmatched: fc.array(unmatchedOrder, { maxLength: 2 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((list): MarketRunnerInput[] => list.map((orders, i) => ({ runnerId: `${i + 1}_0`, orders })));

/** Float reference: P&L of one runner's bet list when that runner wins or loses. */
function floatPnl(orders: MarketRunnerInput['orders'], wins: boolean): number {
  let total = 0;
  for (const [o, s] of orders?.matchedBacks ?? []) total += wins ? s * (o - 1) : -s;
  for (const [o, s] of orders?.matchedLays ?? []) total += wins ? -s * (o - 1) : s;
  return total;
}

describe('marketPosition — properties', () => {
  it('each outcome is the winner’s win P&L plus every other runner’s lose P&L (within rounding)', () => {
    fc.assert(
      fc.property(runnerInputs, (runners) => {
        const market = position({ numberOfWinners: 1, runners });
        runners.forEach((winner, k) => {
          const reference = runners.reduce((t, r) => t + floatPnl(r.orders, r === winner), 0);
          expect(Math.abs((market.outcomes[k]?.profit ?? Number.NaN) - reference)).toBeLessThanOrEqual(
            0.005 + 1e-6,
          );
        });
      }),
    );
  });

  it('exposure is the non-negative worst-case loss; unmatched bets never lower it', () => {
    fc.assert(
      fc.property(runnerInputs, fc.integer({ min: 0, max: 4 }), (runners, numberOfWinners) => {
        const market = position({ numberOfWinners, runners });
        expect(market.matchedExposure).toBeGreaterThanOrEqual(0);
        expect(market.matchedExposure).toBe(Math.max(0, -market.worstCaseProfit));
        expect(market.exposure).toBeGreaterThanOrEqual(market.matchedExposure);
        expect(market.worstCaseProfit).toBeLessThanOrEqual(market.bestCaseProfit);
        if (numberOfWinners === 1) {
          const profits = market.outcomes.map((o) => o.profit);
          expect(market.worstCaseProfit).toBe(Math.min(...profits));
        }
      }),
    );
  });

  it('the independent (multi-winner) worst case is never better than the single-winner one', () => {
    fc.assert(
      fc.property(runnerInputs, (runners) => {
        const single = position({ numberOfWinners: 1, runners });
        const multi = position({ numberOfWinners: 2, runners });
        expect(multi.worstCaseProfit).toBeLessThanOrEqual(single.worstCaseProfit);
        expect(multi.exposure).toBeGreaterThanOrEqual(single.exposure);
      }),
    );
  });

  it('a back and an equal lay at the same odd on one runner give zero on every outcome', () => {
    fc.assert(
      fc.property(leg, fc.integer({ min: 1, max: 5 }), fc.nat(4), ([o, s], count, pick) => {
        const runners: MarketRunnerInput[] = Array.from({ length: count }, (_, i) => ({
          runnerId: `${i}_0`,
        }));
        runners[pick % count] = {
          runnerId: `${pick % count}_0`,
          orders: { matchedBacks: [[o, s]], matchedLays: [[o, s]] },
        };
        const market = position({ numberOfWinners: 1, runners });
        expect(market.outcomes.every((outcome) => outcome.profit === 0)).toBe(true);
        expect(market.exposure).toBe(0);
      }),
    );
  });
});
