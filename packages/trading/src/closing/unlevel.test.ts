import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLASSIC_LADDER } from '../ladder/price-ladder.js';
import { fromHundredths } from '../money/decimal.js';
import { marketPosition } from '../positions/market-position.js';
import { withMatchedBet } from '../positions/with-matched-bet.js';
import type { RunnerOrdersInput } from '../positions/position-types.js';
import { NO_ODDS_TO_CASH_OUT } from './closing-constants.js';
import { computeMarketCashout } from './market-cashout.js';
import type { CashoutRunnerInput } from './market-cashout.js';
import { defaultUnlevelRunner, unlevelBet, unlevelMarket } from './unlevel.js';

describe('unlevelBet', () => {
  it('backs |value| at the best back for a non-negative value, lays otherwise', () => {
    const runner = { runnerId: 'A', bestBackOdd: 2.4, bestLayOdd: 2.5 };
    expect(unlevelBet(2, runner)).toEqual({
      ok: true,
      bets: [{ runnerId: 'A', side: 'BACK', odd: 2.4, stake: 2, type: 'unlevel' }],
    });
    expect(unlevelBet(-3.25, runner)).toEqual({
      ok: true,
      bets: [{ runnerId: 'A', side: 'LAY', odd: 2.5, stake: 3.25, type: 'unlevel' }],
    });
  });

  it('refuses a zero value or a missing price', () => {
    expect(unlevelBet(0, { runnerId: 'A', bestBackOdd: 2 })).toMatchObject({
      ok: false,
      reason: 'ZERO_VALUE',
    });
    expect(unlevelBet(Number.NaN, { runnerId: 'A', bestBackOdd: 2 })).toMatchObject({
      ok: false,
      reason: 'ZERO_VALUE',
    });
    expect(unlevelBet(-1, { runnerId: 'A', bestBackOdd: 2 })).toEqual({
      ok: false,
      reason: 'MISSING_ODDS',
      message: NO_ODDS_TO_CASH_OUT,
    });
  });
});

describe('defaultUnlevelRunner', () => {
  it('picks the favourite (lowest usable best back odd)', () => {
    expect(
      defaultUnlevelRunner([
        { runnerId: 'A', bestBackOdd: 3 },
        { runnerId: 'B', bestBackOdd: -1 },
        { runnerId: 'C', bestBackOdd: 1.8 },
        { runnerId: 'D' },
      ]),
    ).toBe('C');
    expect(defaultUnlevelRunner([{ runnerId: 'A' }])).toBeUndefined();
  });
});

function cashoutOf(runners: CashoutRunnerInput[]) {
  const result = computeMarketCashout({
    marketId: '1.1',
    status: 'OPEN',
    numberOfWinners: 1,
    betDelay: 0,
    runners,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('unlevelMarket', () => {
  it('levels first, then puts the value on the chosen runner', () => {
    // A back 10 @ 3 → cash out LAY 12 @ 2.5 gives 2 everywhere; unlevel onto B: BACK 2 @ 2.5
    //   → B wins 2 + 2×1.5 = 5, A or C wins 2 − 2 = 0.
    const runners: CashoutRunnerInput[] = [
      { runnerId: 'A', orders: { matchedBacks: [[3, 10]] }, bestBackOdd: 2.4, bestLayOdd: 2.5 },
      { runnerId: 'B', bestBackOdd: 2.5, bestLayOdd: 2.6 },
      { runnerId: 'C', bestBackOdd: 4.8, bestLayOdd: 5 },
    ];
    const result = unlevelMarket(cashoutOf(runners), { runnerId: 'B', bestBackOdd: 2.5, bestLayOdd: 2.6 });
    expect(result).toEqual({
      ok: true,
      bets: [
        { runnerId: 'A', side: 'LAY', odd: 2.5, stake: 12, type: 'unlevel' },
        { runnerId: 'B', side: 'BACK', odd: 2.5, stake: 2, type: 'unlevel' },
      ],
    });
  });

  it('needs matched bets', () => {
    const flat = cashoutOf([{ runnerId: 'A', bestBackOdd: 2, bestLayOdd: 2.02 }]);
    expect(unlevelMarket(flat, { runnerId: 'A', bestBackOdd: 2 })).toMatchObject({
      ok: false,
      reason: 'ZERO_VALUE',
    });
  });

  const index = fc.integer({ min: 0, max: 150 });
  const leg = fc.tuple(
    index.map((i) => CLASSIC_LADDER.priceAt(i) ?? 2),
    fc.integer({ min: 100, max: 20_000 }).map(fromHundredths),
  );

  it('leaves ≈ 0 on every other outcome and ≈ value × odd on the chosen runner', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            backs: fc.array(leg, { maxLength: 2 }),
            lays: fc.array(leg, { maxLength: 2 }),
            back: index,
            spread: fc.integer({ min: 1, max: 3 }),
          }),
          { minLength: 2, maxLength: 5 },
        ),
        fc.nat(),
        (list, pick) => {
          const runners: CashoutRunnerInput[] = list.map((r, i) => ({
            runnerId: `${i}_0`,
            orders: { matchedBacks: r.backs, matchedLays: r.lays },
            bestBackOdd: CLASSIC_LADDER.priceAt(r.back),
            bestLayOdd: CLASSIC_LADDER.priceAt(r.back + r.spread),
          }));
          const record = cashoutOf(runners);
          if (!record.usesFullCalculation) return;
          const chosen = runners[pick % runners.length] as CashoutRunnerInput;
          const result = unlevelMarket(record, chosen);
          if (!result.ok) return;
          const after = runners.map((r) => {
            let orders: RunnerOrdersInput | undefined = r.orders;
            for (const bet of result.bets.filter((b) => b.runnerId === r.runnerId)) {
              orders = withMatchedBet(orders, bet.side === 'BACK' ? 'B' : 'L', bet.odd, bet.stake);
            }
            return { runnerId: r.runnerId, orders: orders ?? {} };
          });
          const position = marketPosition({ numberOfWinners: 1, runners: after });
          if (!position.ok) throw new Error(position.error.message);
          // After levelling every outcome o_k is within S = 0.005 × (two highest closing odds) of the
          // others and value c is the rounded lowest of them. The unlevel bet adds c × (odd − 1) to
          // the chosen runner's outcome and −c to the others, so each outcome is o_k − c (+ c × odd
          // for the chosen runner): within S + 0.005, plus 0.005 of display rounding.
          const odds = record.runnerWithBets.map((b) => b.odd).sort((a, b) => b - a);
          const allowance = 0.005 * ((odds[0] ?? 0) + (odds[1] ?? 0)) + 0.01 + 1e-9;
          const last = result.bets.at(-1);
          for (const outcome of position.value.outcomes) {
            const expected =
              outcome.runnerId === chosen.runnerId ? record.marketCashout * (last?.odd ?? 0) : 0;
            expect(Math.abs(outcome.profit - expected)).toBeLessThanOrEqual(allowance);
          }
        },
      ),
    );
  });
});
