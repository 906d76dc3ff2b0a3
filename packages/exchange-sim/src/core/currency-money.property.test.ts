// Money is exact in every currency (issue 14 §1): for random bets of an account in any of the 19
// supported currencies, matched against a counterparty in any currency, exposure, profit if each
// runner wins and settlement equal the figures computed by hand from the stakes and prices to the
// cent; funds and exposure reconcile with the orders the account is shown; and the cash of every
// currency, the house's included, is the same after settlement as before.
import { CURRENCY_STAKE_RULES, SUPPORTED_CURRENCIES, type CurrencyCode } from '@greenbook/trading';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountSpec, limit, openMarketFixture } from '../testing/fixtures.js';
import { cancelOrders } from './amend-orders.js';
import type { Exchange } from './exchange.js';
import { currentOrderSummary } from './order-views.js';
import { breaksProfitRatio, DEFAULT_STAKE_RULES } from './place-checks.js';
import { placeOrders } from './place-orders.js';
import { settleMarket } from './settlement.js';

const RUNNERS = 3;
const PERSON = 'person';
const COUNTERPARTY = 'counterparty';
const HUGE_BALANCE = 1_000_000_000;

interface Bet {
  readonly runner: number;
  readonly side: 'BACK' | 'LAY';
  readonly tick: number;
  /** Stake in minimum stakes × 100 of the currency, so every bet is a normal one. */
  readonly stakeSteps: number;
  readonly matched: boolean;
  /** A matched bet takes the counterparty's resting bet, rather than rest for it. */
  readonly takes: boolean;
}

const bet = fc.record({
  runner: fc.integer({ min: 0, max: RUNNERS - 1 }),
  side: fc.constantFrom('BACK' as const, 'LAY' as const),
  tick: fc.integer({ min: 0, max: 99 }),
  stakeSteps: fc.integer({ min: 100, max: 5000 }),
  matched: fc.boolean(),
  takes: fc.boolean(),
});

/** stake × (price − 1) in cents, rounded half up, with integers only. */
const winProfitByHand = (stakeCents: number, price: number): number =>
  Math.floor((stakeCents * (Math.round(price * 100) - 100) + 50) / 100);
/** An unmatched lay's exact liability in hundredths of a cent. */
const layLiabilityX100 = (stakeCents: number, price: number): number =>
  stakeCents * (Math.round(price * 100) - 100);

interface PlacedBet extends Bet {
  readonly price: number;
  readonly stakeCents: number;
}

/** The account's result on each runner winning, from its matched bets. */
function matchedOutcomes(bets: readonly PlacedBet[]): number[] {
  return Array.from({ length: RUNNERS }, (_, winner) =>
    bets
      .filter((b) => b.matched)
      .reduce((sum, b) => {
        const wins = b.runner === winner ? b.side === 'BACK' : b.side === 'LAY';
        const liability = winProfitByHand(b.stakeCents, b.price);
        if (b.side === 'BACK') return sum + (wins ? liability : -b.stakeCents);
        return sum + (wins ? b.stakeCents : -liability);
      }, 0),
  );
}

function exposureByHand(bets: readonly PlacedBet[]): number {
  const outcomes = matchedOutcomes(bets).map((outcome, winner) => {
    let backsLost = 0;
    let laysLiabilityX100 = 0;
    for (const b of bets.filter((x) => !x.matched)) {
      if (b.side === 'BACK' && b.runner !== winner) backsLost += b.stakeCents;
      if (b.side === 'LAY' && b.runner === winner)
        laysLiabilityX100 += layLiabilityX100(b.stakeCents, b.price);
    }
    // The unmatched lays' exact liability, rounded up to the cent once: risk is never understated.
    return outcome - backsLost - Math.ceil(laysLiabilityX100 / 100);
  });
  return Math.max(0, -Math.min(...outcomes));
}

/**
 * The exposure a client computes from the orders it is shown (listCurrentOrders' sizes and prices,
 * in the account's currency): it must equal the exposure in the account's funds.
 */
function exposureFromListedOrders(exchange: Exchange): number {
  const listed = [...exchange.accountOrders(PERSON)].map((order) => ({
    summary: currentOrderSummary(order),
    runner: order.runnerIndex,
  }));
  const asBets = listed.flatMap(({ summary, runner }): PlacedBet[] => {
    const common = {
      runner,
      side: summary.side,
      tick: 0,
      stakeSteps: 0,
      takes: false,
      price: summary.priceSize.price,
    };
    return [
      ...(summary.sizeMatched > 0
        ? [{ ...common, matched: true, stakeCents: Math.round(summary.sizeMatched * 100) }]
        : []),
      ...(summary.sizeRemaining > 0
        ? [{ ...common, matched: false, stakeCents: Math.round(summary.sizeRemaining * 100) }]
        : []),
    ];
  });
  return exposureByHand(asBets);
}

function cashByCurrency(exchange: Exchange): Map<string, number> {
  const totals = new Map<string, number>();
  for (const account of exchange.accounts.values()) {
    const code = account.spec.currencyCode;
    totals.set(code, (totals.get(code) ?? 0) + account.balanceCents);
  }
  for (const code of totals.keys()) totals.set(code, totals.get(code)! + exchange.house.balance(code));
  return totals;
}

/**
 * The person's bet is matched whole by a larger opposite bet of the counterparty at the same price
 * (the person resting first or taking), and the counterparty cancels what is left of its own so
 * nothing else matches later.
 */
async function placeMatched(exchange: Exchange, marketId: string, b: PlacedBet, counterRate: number) {
  const person = exchange.accounts.get(PERSON)!;
  const counterparty = exchange.accounts.get(COUNTERPARTY)!;
  const counterCode = counterparty.spec.currencyCode;
  // Whole units, so its profit never breaks the profit ratio.
  const counterCents = Math.max(
    Math.ceil((b.stakeCents * counterRate) / person.rate / 100 + 0.01) * 100,
    CURRENCY_STAKE_RULES[counterCode].minStake * 100,
  );
  const counterSide = b.side === 'BACK' ? 'LAY' : 'BACK';
  const bets = [
    { accountId: PERSON, instruction: limit(1000 + b.runner, b.side, b.price, b.stakeCents / 100) },
    {
      accountId: COUNTERPARTY,
      instruction: limit(1000 + b.runner, counterSide, b.price, counterCents / 100),
    },
  ];
  for (const { accountId, instruction } of b.takes ? bets.reverse() : bets) {
    await placeOrders(exchange, { accountId, canBet: true }, { marketId, instructions: [instruction] });
  }
  cancelOrders(exchange, COUNTERPARTY, { marketId });
}

describe('money in every currency (issue 14 §1)', () => {
  it.each(SUPPORTED_CURRENCIES)(
    '%s: exposure, profit and settlement equal the figures by hand; funds reconcile with the orders',
    async (currency: CurrencyCode) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...SUPPORTED_CURRENCIES),
          fc.array(bet, { minLength: 1, maxLength: 8 }),
          fc.integer({ min: 0, max: RUNNERS - 1 }),
          async (counterCurrency: CurrencyCode, bets, winner) => {
            const { exchange, market } = openMarketFixture();
            const person = exchange.addAccount(accountSpec(PERSON, HUGE_BALANCE, currency));
            exchange.addAccount({ ...accountSpec(COUNTERPARTY, 0, counterCurrency), synthetic: true });
            const counterRate = exchange.currencyRates[counterCurrency];
            const cashBefore = cashByCurrency(exchange);
            // Matched bets first; unmatched lays then rest on low ticks and backs on high ones, so
            // the person's own unmatched bets never cross each other.
            const placed: PlacedBet[] = [...bets]
              .sort((x, y) => Number(y.matched) - Number(x.matched))
              .map((b) => {
                const tick = b.matched ? b.tick * 2 : b.side === 'LAY' ? b.tick : 150 + b.tick;
                return {
                  ...b,
                  tick,
                  price: market.ladder.priceAt(tick)!,
                  stakeCents: b.stakeSteps * CURRENCY_STAKE_RULES[currency].minStake,
                };
              })
              // Only bets the exchange takes: rounding their profit to the cent stays within the ratio.
              .filter((b) => !breaksProfitRatio(b.stakeCents / 100, b.price, DEFAULT_STAKE_RULES));
            fc.pre(placed.length > 0);
            for (const b of placed) {
              if (b.matched) await placeMatched(exchange, market.marketId, b, counterRate);
              else
                await placeOrders(
                  exchange,
                  { accountId: PERSON, canBet: true },
                  {
                    marketId: market.marketId,
                    instructions: [limit(1000 + b.runner, b.side, b.price, b.stakeCents / 100)],
                  },
                );
            }

            const listed = [...exchange.accountOrders(PERSON)].map(currentOrderSummary);
            expect(listed.map((o) => [o.sizeMatched, o.sizeRemaining])).toEqual(
              placed.map((b) => (b.matched ? [b.stakeCents / 100, 0] : [0, b.stakeCents / 100])),
            );
            const exposure = exposureByHand(placed);
            expect(person.exposureCents).toBe(exposure);
            expect(person.exposureCents).toBe(exposureFromListedOrders(exchange));
            expect(person.availableCents).toBe(HUGE_BALANCE * 100 - exposure);
            expect(exchange.positionFor(person, market).profitIfWins()).toEqual(matchedOutcomes(placed));

            settleMarket(exchange, market, { results: new Map([[`${1000 + winner}_0`, 'WINNER']]) });
            const net = matchedOutcomes(placed)[winner]!;
            const commission = net > 0 ? Math.floor((net * 5 + 50) / 100) : 0;
            expect(person.balanceCents).toBe(HUGE_BALANCE * 100 + net - commission);
            expect(person.exposureCents).toBe(0);
            const cleared = exchange.cleared.filter((record) => record.accountId === PERSON);
            expect(cleared.map((record) => [record.betStatus, record.sizeSettled])).toEqual(
              placed.map((b) => [b.matched ? 'SETTLED' : 'LAPSED', b.stakeCents / 100]),
            );
            expect(cleared.reduce((sum, record) => sum + Math.round(record.profit * 100), 0)).toBe(net);
            expect(cashByCurrency(exchange)).toEqual(cashBefore);
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});
