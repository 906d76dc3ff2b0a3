import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPrices, CLASSIC_LADDER } from '../ladder/index.js';
import { fromHundredths, toHundredths } from '../money/decimal.js';
import { CURRENCY_STAKE_RULES, SUPPORTED_CURRENCIES } from './currencies.js';
import type { CurrencyCode } from './currencies.js';
import { INVALID_ODD_MESSAGE, planSmallStake, reachesMinPayout, smallStakePayout } from './small-stake.js';
import type { SmallStakeOrder, SmallStakeRequest } from './small-stake.js';
import type { Side } from '../money/side.js';

const classicPrices = allPrices(CLASSIC_LADDER);
const request = (side: Side, stake: number, odd: number, currency = 'GBP'): SmallStakeRequest => ({
  side,
  stake,
  odd,
  currency,
  marketId: '1.100',
});

/** Executes a plan the way the exchange would: place, reduce the size, move the price. */
function simulate(order: SmallStakeOrder): { price: number; size: number } {
  if (order.kind === 'direct') return { price: order.price, size: order.size };
  if (order.kind === 'refused') throw new Error(order.message);
  let price = Number.NaN;
  let sizeHundredths = Number.NaN;
  for (const step of order.steps) {
    if (step.kind === 'place') [price, sizeHundredths] = [step.price, toHundredths(step.size)];
    else if (step.kind === 'reduce') sizeHundredths -= toHundredths(step.sizeReduction);
    else price = step.newPrice;
  }
  return { price, size: fromHundredths(sizeHundredths) };
}

describe('small-stake payout (trading-core §5)', () => {
  it('is stake × (odd − 1) for a back and the stake for a lay', () => {
    expect(smallStakePayout('BACK', 0.5, 21)).toBe(10); // 0.50 × 20
    expect(smallStakePayout('BACK', 0.35, 1.3)).toBe(0.105); // 0.35 × 0.3, exact (floats: 0.105 with noise)
    expect(smallStakePayout('LAY', 0.5, 21)).toBe(0.5);
  });

  it('compares with the threshold exactly', () => {
    // GBP threshold 10: 0.50 @ 21 pays exactly 10.00 → reaches; 0.50 @ 20 pays 9.50 → does not.
    expect(reachesMinPayout('BACK', 0.5, 21, CURRENCY_STAKE_RULES.GBP)).toBe(true);
    expect(reachesMinPayout('BACK', 0.5, 20, CURRENCY_STAKE_RULES.GBP)).toBe(false);
    // 0.01 @ 1000 pays 9.99 < 10 in GBP; 0.02 @ 1000 pays 19.98 < 20 in EUR.
    expect(reachesMinPayout('BACK', 0.01, 1000, CURRENCY_STAKE_RULES.GBP)).toBe(false);
    expect(reachesMinPayout('BACK', 0.02, 1000, CURRENCY_STAKE_RULES.EUR)).toBe(false);
    // 0.8 @ 13.5 pays 0.8 × 12.5 = 10.00 exactly.
    expect(reachesMinPayout('BACK', 0.8, 13.5, CURRENCY_STAKE_RULES.GBP)).toBe(true);
    expect(reachesMinPayout('LAY', 0.99, 1000, CURRENCY_STAKE_RULES.GBP)).toBe(false);
  });
});

describe('small-stake plan (trading-core §5, betfair-protocol §8 item 11)', () => {
  it('sends a normal stake directly', () => {
    expect(planSmallStake(request('BACK', 1, 2))).toEqual({
      kind: 'direct',
      price: 2,
      size: 1,
      why: 'normal-stake',
    });
    expect(planSmallStake(request('LAY', 400, 1.5, 'huf'))).toMatchObject({
      kind: 'direct',
      why: 'normal-stake',
    });
  });

  it('sends a small stake directly when its payout reaches the threshold', () => {
    // GBP 0.50 back @ 21: 0.50 × 20 = 10 ≥ 10.
    expect(planSmallStake(request('BACK', 0.5, 21))).toEqual({
      kind: 'direct',
      price: 21,
      size: 0.5,
      why: 'payout-reached',
    });
    // ISK 2 back @ 1000: 2 × 999 = 1998 ≥ 1750.
    expect(planSmallStake(request('BACK', 2, 1000, 'ISK'))).toMatchObject({
      kind: 'direct',
      why: 'payout-reached',
    });
  });

  it('plans place at the extreme price, reduce, replace', () => {
    // GBP 0.50 back @ 20 pays 9.50 < 10: place 1.00 @ 1000, reduce by 1.00 − 0.50 = 0.50, replace to 20.
    expect(planSmallStake(request('BACK', 0.5, 20))).toEqual({
      kind: 'plan',
      steps: [
        { kind: 'place', price: 1000, size: 1 },
        { kind: 'reduce', sizeReduction: 0.5 },
        { kind: 'replace', newPrice: 20 },
      ],
    });
    // GBP 0.37 lay @ 3 pays 0.37 < 10: place 1.00 @ 1.01, reduce by 0.63, replace to 3.
    expect(planSmallStake(request('LAY', 0.37, 3))).toEqual({
      kind: 'plan',
      steps: [
        { kind: 'place', price: 1.01, size: 1 },
        { kind: 'reduce', sizeReduction: 0.63 },
        { kind: 'replace', newPrice: 3 },
      ],
    });
    // HUF 100 back @ 1.5 pays 50 < 4000: place 400 @ 1000, reduce by 300.
    expect(planSmallStake(request('BACK', 100, 1.5, 'HUF'))).toMatchObject({
      steps: [{ price: 1000, size: 400 }, { sizeReduction: 300 }, { newPrice: 1.5 }],
    });
  });

  it('leaves out the replace step when the requested odd is the extreme price itself', () => {
    // GBP 0.01 back @ 1000 pays 9.99 < 10.
    expect(planSmallStake(request('BACK', 0.01, 1000))).toEqual({
      kind: 'plan',
      steps: [
        { kind: 'place', price: 1000, size: 1 },
        { kind: 'reduce', sizeReduction: 0.99 },
      ],
    });
    expect(planSmallStake(request('LAY', 0.5, 1.01))).toMatchObject({
      steps: [{ price: 1.01 }, { sizeReduction: 0.5 }],
    });
  });

  it('refuses zero stakes, unsupported currencies and invalid odds', () => {
    expect(planSmallStake(request('BACK', 0, 2))).toMatchObject({ kind: 'refused', reason: 'zero-stake' });
    expect(planSmallStake(request('BACK', 0.5, 2, 'JPY'))).toMatchObject({
      kind: 'refused',
      reason: 'unsupported-currency',
    });
    expect(planSmallStake(request('BACK', -1, 2))).toMatchObject({
      kind: 'refused',
      reason: 'invalid-stake',
    });
    for (const odd of [1, 1.005, 1001, Number.NaN]) {
      expect(planSmallStake(request('LAY', 0.5, odd))).toEqual({
        kind: 'refused',
        reason: 'invalid-odd',
        message: INVALID_ODD_MESSAGE,
      });
    }
  });

  it('ends at exactly the requested stake and price, for every currency, side and CLASSIC odd', () => {
    // Exhaustive over currencies × sides × odds, at the smallest and largest small stakes and one in between.
    for (const currency of SUPPORTED_CURRENCIES) {
      const minHundredths = toHundredths(CURRENCY_STAKE_RULES[currency].minStake);
      for (const side of ['BACK', 'LAY'] as const) {
        for (const odd of classicPrices) {
          for (const cents of [1, Math.floor(minHundredths / 3), minHundredths - 1]) {
            checkPlan(currency, side, odd, fromHundredths(cents));
          }
        }
      }
    }
  });

  it('ends at exactly the requested stake and price for any small stake (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_CURRENCIES),
        fc.constantFrom<Side>('BACK', 'LAY'),
        fc.constantFrom(...classicPrices),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (currency, side, odd, fraction) => {
          const minHundredths = toHundredths(CURRENCY_STAKE_RULES[currency].minStake);
          checkPlan(currency, side, odd, fromHundredths(1 + Math.floor(fraction * (minHundredths - 1))));
        },
      ),
    );
  });
});

function checkPlan(currency: CurrencyCode, side: Side, odd: number, stake: number): void {
  const rules = CURRENCY_STAKE_RULES[currency];
  const order = planSmallStake(request(side, stake, odd, currency));
  expect(simulate(order)).toEqual({ price: odd, size: stake });
  if (reachesMinPayout(side, stake, odd, rules)) {
    expect(order.kind).toBe('direct');
    return;
  }
  if (order.kind !== 'plan') throw new Error(`expected a plan, got ${order.kind}`);
  const [place, reduce, replace] = order.steps;
  expect(place).toEqual({ kind: 'place', price: side === 'BACK' ? 1000 : 1.01, size: rules.minStake });
  expect(reduce.sizeReduction).toBeGreaterThan(0);
  expect(reduce.sizeReduction).toBeLessThan(place.size);
  for (const size of [place.size, reduce.sizeReduction])
    expect(fromHundredths(toHundredths(size))).toBe(size);
  expect(replace === undefined).toBe(odd === place.price);
}
