import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import { fromHundredths, toHundredths } from '../money/decimal.js';
import { marketPosition } from '../positions/market-position.js';
import { withMatchedBet } from '../positions/with-matched-bet.js';
import { levelledGapBoundCents } from './level-bound.js';
import { computeMarketCashout } from './market-cashout.js';
import type { CashoutMarketInput, CashoutRunnerInput, MarketCashout } from './market-cashout.js';

function cashout(input: CashoutMarketInput): MarketCashout {
  const result = computeMarketCashout(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const market = (
  runners: CashoutRunnerInput[],
  extra: Partial<CashoutMarketInput> = {},
): CashoutMarketInput => ({
  marketId: '1.1',
  status: 'OPEN',
  numberOfWinners: 1,
  betDelay: 5,
  runners,
  ...extra,
});

describe('computeMarketCashout — worked examples', () => {
  // A back 10 @ 3 (win 20, lose −10, D = 30); B and C no bets. Prices A 2.4/2.5, B 2.5/2.6, C 4.8/5.
  //   now: A wins 20, B wins −10, C wins −10 → minCashout −10
  //   target 0:  LAY A 30 / 2.5 = 12 → every outcome 2
  //   target 30: BACK B 30/2.5 = 12, BACK C 30/4.8 = 6.25 → −10 −12 −6.25 + 30 = 1.75 (worse)
  //   → fullCashout 2, delta 2 − (−10) = 12
  const single = [
    { runnerId: 'A', orders: { matchedBacks: [[3, 10]] as const }, bestBackOdd: 2.4, bestLayOdd: 2.5 },
    { runnerId: 'B', bestBackOdd: 2.5, bestLayOdd: 2.6 },
    { runnerId: 'C', bestBackOdd: 4.8, bestLayOdd: 5 },
  ] satisfies CashoutRunnerInput[];

  it('closes a back by laying at the best lay', () => {
    expect(cashout(market(single))).toEqual({
      marketId: '1.1',
      status: 'OPEN',
      marketCashout: 2,
      fullCashout: 2,
      cashoutDelta: 12,
      minCashout: -10,
      usesFullCalculation: true,
      runnerWithBets: [
        { runnerId: 'A', side: 'LAY', stake: 12, odd: 2.5, bestBackOdd: 2.4, bestLayOdd: 2.5 },
      ],
      isMissingBestOdds: false,
      isMultipleWinners: false,
      isOpenForBetting: true,
      maxCalculatedCashoutStake: 12,
      betDelay: 5,
      hasMatchedBets: true,
    });
  });

  it('closes a lay by backing at the best back', () => {
    // B lay 10 @ 4 (win −30, lose 10, D = −40). Now: A 10, B −30, C 10 → min −30.
    //   target 0: BACK B 40/5 = 8 → all 2.  target −40: LAY A 16 @ 2.5, LAY C 8 @ 5 → 34 − 40 = −6.
    const result = cashout(
      market([
        { runnerId: 'A', bestBackOdd: 2.4, bestLayOdd: 2.5 },
        { runnerId: 'B', orders: { matchedLays: [[4, 10]] }, bestBackOdd: 5, bestLayOdd: 5.2 },
        { runnerId: 'C', bestBackOdd: 4.8, bestLayOdd: 5 },
      ]),
    );
    expect(result).toMatchObject({ marketCashout: 2, minCashout: -30, cashoutDelta: 32 });
    expect(result.runnerWithBets).toEqual([
      { runnerId: 'B', side: 'BACK', stake: 8, odd: 5, bestBackOdd: 5, bestLayOdd: 5.2 },
    ]);
  });

  it('reports the guaranteed (lowest) outcome when stakes are rounded', () => {
    // A back 10 @ 3 closed at 7: 30/7 → 4.29; A wins 20 − 25.74 = −5.74, B wins −10 + 4.29 = −5.71.
    // (Target 30 would BACK B 25.86 @ 1.16 and guarantee only −5.86.)
    const result = cashout(
      market([
        { runnerId: 'A', orders: { matchedBacks: [[3, 10]] }, bestBackOdd: 6.8, bestLayOdd: 7 },
        { runnerId: 'B', bestBackOdd: 1.16, bestLayOdd: 1.17 },
      ]),
    );
    expect(result).toMatchObject({
      fullCashout: -5.74,
      marketCashout: -5.74,
      minCashout: -10,
      cashoutDelta: 4.26,
    });
    expect(result.runnerWithBets.map((bet) => [bet.side, bet.stake, bet.odd])).toEqual([['LAY', 4.29, 7]]);
  });

  it('places no bet on a book that is already level', () => {
    // A and B each back 10 @ 2.1: A wins 11 − 10 = 1, B wins 1 (D = 21 on both) → nothing to do.
    const result = cashout(
      market([
        { runnerId: 'A', orders: { matchedBacks: [[2.1, 10]] }, bestBackOdd: 2, bestLayOdd: 2.02 },
        { runnerId: 'B', orders: { matchedBacks: [[2.1, 10]] }, bestBackOdd: 2, bestLayOdd: 2.02 },
      ]),
    );
    expect(result).toMatchObject({ minCashout: 1, fullCashout: 1, cashoutDelta: 0, marketCashout: 1 });
    expect(result.usesFullCalculation).toBe(false);
    expect(result.runnerWithBets).toEqual([]);
  });

  it('shows minCashout when minCashout is 0 (spec rule applied literally)', () => {
    // A back 10 @ 2 and lay 10 @ 1.5: win 10 − 5 = 5, lose 0. Outcomes A 5, B 0 → min 0.
    const result = cashout(
      market([
        {
          runnerId: 'A',
          orders: { matchedBacks: [[2, 10]], matchedLays: [[1.5, 10]] },
          bestBackOdd: 1.5,
          bestLayOdd: 1.52,
        },
        { runnerId: 'B', bestBackOdd: 2.9, bestLayOdd: 3 },
      ]),
    );
    expect(result.minCashout).toBe(0);
    expect(result.fullCashout).toBeGreaterThan(0);
    expect(result.usesFullCalculation).toBe(false);
    expect(result.marketCashout).toBe(0);
  });

  it('flags missing odds, closed markets and multiple winners', () => {
    // Without A's lay price the back on A is closed by backing B and C to D = 30 (1.75, see above).
    const noLay = single.map((r) => (r.runnerId === 'A' ? { ...r, bestLayOdd: -1 } : r));
    const dutched = cashout(market(noLay));
    expect(dutched).toMatchObject({ isMissingBestOdds: false, marketCashout: 1.75 });
    expect(dutched.runnerWithBets.map((b) => [b.runnerId, b.side, b.stake, b.odd])).toEqual([
      ['B', 'BACK', 12, 2.5],
      ['C', 'BACK', 6.25, 4.8],
    ]);
    // Without A's lay and B's back no target can be reached.
    const stuck = noLay.map((r) => (r.runnerId === 'B' ? { ...r, bestBackOdd: undefined } : r));
    expect(cashout(market(stuck))).toMatchObject({
      isMissingBestOdds: true,
      marketCashout: -10,
      cashoutDelta: 0,
      runnerWithBets: [],
      usesFullCalculation: false,
    });
    // A runner without any price only pins the target: A can still be closed.
    const cNoPrices = single.map((r) => (r.runnerId === 'C' ? { runnerId: 'C' } : r));
    expect(cashout(market(cNoPrices))).toMatchObject({ isMissingBestOdds: false, marketCashout: 2 });
    expect(cashout(market(single, { status: 'SUSPENDED' }))).toMatchObject({
      isOpenForBetting: false,
      status: 'SUSPENDED',
    });
    expect(cashout(market(single, { numberOfWinners: 3 }))).toMatchObject({
      isMultipleWinners: true,
      runnerWithBets: [],
      minCashout: -10,
      marketCashout: -10,
    });
  });

  it('sends no bet whose stake rounds to 0.00, leaving the book within the bound of the odd it needed', () => {
    // A 0.02 lay at 1.01: levelling needs a back of 0.0049 at 4.1, which no cent stake can send.
    const runners: CashoutRunnerInput[] = [
      { runnerId: '0_0', orders: { matchedLays: [[1.01, 0.02]] }, bestBackOdd: 4.1, bestLayOdd: 4.2 },
      { runnerId: '1_0', bestBackOdd: 2.98, bestLayOdd: 3.05 },
    ];
    const record = cashout(market(runners));
    expect(record.runnerWithBets).toEqual([]);
    expect(record.minCashout).toBe(0);
    const position = marketPosition({ numberOfWinners: 1, runners });
    if (!position.ok) throw new Error(position.error.message);
    const cents = position.value.outcomes.map((outcome) => toHundredths(outcome.profit));
    expect(Math.max(...cents) - Math.min(...cents)).toBe(2);
    expect(levelledGapBoundCents([4.1])).toBe(3);
  });

  it('passes position errors through', () => {
    const result = computeMarketCashout(
      market([{ runnerId: 'A', orders: { matchedBacks: [[3, Number.NaN]] } }]),
    );
    expect(result.ok).toBe(false);
  });
});

const ladderIndex = fc.integer({ min: 0, max: CLASSIC_LADDER.size - 6 });
const odds = ladderIndex.map((i) => CLASSIC_LADDER.priceAt(i) ?? 2);
const leg = fc.tuple(odds, fc.integer({ min: 0, max: 100_000 }).map(fromHundredths));
const runner = fc.record({
  backs: fc.array(leg, { maxLength: 3 }),
  lays: fc.array(leg, { maxLength: 3 }),
  backIndex: ladderIndex,
  spread: fc.integer({ min: 1, max: 5 }),
});
const runners = fc.array(runner, { minLength: 1, maxLength: 6 }).map((list): CashoutRunnerInput[] =>
  list.map((r, i) => ({
    runnerId: `${i}_0`,
    orders: { matchedBacks: r.backs, matchedLays: r.lays },
    bestBackOdd: CLASSIC_LADDER.priceAt(r.backIndex),
    bestLayOdd: CLASSIC_LADDER.priceAt(r.backIndex + r.spread),
  })),
);

describe('computeMarketCashout — properties', () => {
  it('after the cash-out bets every outcome is within 1 + ⌊(two highest closing odds) / 2⌋ cents', () => {
    fc.assert(
      fc.property(runners, (list) => {
        const record = cashout(market(list));
        if (record.isMissingBestOdds) return;
        // Apply the closing bets as if matched at their odds.
        const after = list.map((r) => {
          let orders = r.orders;
          for (const bet of record.runnerWithBets.filter((b) => b.runnerId === r.runnerId)) {
            orders = withMatchedBet(orders, bet.side === 'BACK' ? 'B' : 'L', bet.odd, bet.stake);
          }
          return { runnerId: r.runnerId, ...(orders === undefined ? {} : { orders }) };
        });
        const position = marketPosition({ numberOfWinners: 1, runners: after });
        if (!position.ok) throw new Error(position.error.message);
        const profits = position.value.outcomes.map((o) => o.profit);
        // The product's guarantee (level-bound.ts), on the profits as shown, in whole cents. A
        // runner whose closing stake rounds to 0.00 gets no bet (none can be sent) and stays off the
        // level by that stake × its odd, under 0.005 × the odd like a sent bet's rounding: such a
        // runner counts with its higher price, the most its closing odd can be (a 0.02 lay at 1.01
        // against a best back of 4.1 left outcomes 2 cents apart with no bet at all).
        const cents = profits.map(toHundredths);
        const betOn = new Set(record.runnerWithBets.map((b) => b.runnerId));
        const unsentOdds = list
          .filter((r) => !betOn.has(r.runnerId))
          .map((r) => r.bestLayOdd ?? r.bestBackOdd ?? 0);
        expect(Math.max(...cents) - Math.min(...cents)).toBeLessThanOrEqual(
          levelledGapBoundCents([...record.runnerWithBets.map((b) => b.odd), ...unsentOdds]),
        );
        // fullCashout is the lowest outcome (rounding is monotone, so min of rounded = rounded min).
        expect(record.fullCashout).toBe(Math.min(...profits));
        expect(record.maxCalculatedCashoutStake).toBe(
          Math.max(0, ...record.runnerWithBets.map((b) => b.stake)),
        );
        expect(record.runnerWithBets.every((b) => b.stake > 0)).toBe(true);
      }),
    );
  });

  it('closing is never worse than the current worst case, beyond stake rounding', () => {
    fc.assert(
      fc.property(runners, (list) => {
        const record = cashout(market(list));
        if (record.isMissingBestOdds) return;
        const maxOdd = Math.max(0, ...record.runnerWithBets.map((b) => b.odd));
        // Target = lowest D keeps the worst case before rounding; rounding costs ≤ 0.005 per bet
        // plus 0.005 × the odd on the outcome, plus display rounding.
        const allowance = 0.005 * (record.runnerWithBets.length + maxOdd) + 0.01 + 1e-9;
        expect(record.cashoutDelta).toBeGreaterThanOrEqual(-allowance);
        expect(record.marketCashout).toBe(
          record.usesFullCalculation ? record.fullCashout : record.minCashout,
        );
      }),
    );
  });
});
