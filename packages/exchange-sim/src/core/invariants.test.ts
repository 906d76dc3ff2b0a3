// Property tests of the engine's invariants (embedded-exchange issue, "Done when"): the book is
// never crossed, every match is zero-sum (in value, across currencies), each order's sizes add up, and money is conserved per
// currency through placement, matching, cancellation, replacement and settlement.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountSpec, limit, openMarketFixture } from '../testing/fixtures.js';
import { cancelOrders } from './amend-orders.js';
import type { Exchange } from './exchange.js';
import { runnerKey, type SimMarket } from './market.js';
import { placeOrders } from './place-orders.js';
import { replaceOrders } from './replace-orders.js';
import { settleMarket } from './settlement.js';

const ACCOUNTS = ['a', 'b', 'c', 'eur'];
const op = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    account: fc.constantFrom(...ACCOUNTS),
    runner: fc.integer({ min: 0, max: 2 }),
    side: fc.constantFrom('BACK' as const, 'LAY' as const),
    tick: fc.integer({ min: 140, max: 175 }),
    cents: fc.integer({ min: 100, max: 5000 }),
    fok: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    pick: fc.nat(),
    reduceCents: fc.option(fc.integer({ min: 1, max: 3000 })),
  }),
  fc.record({
    kind: fc.constant('replace' as const),
    pick: fc.nat(),
    tick: fc.integer({ min: 140, max: 175 }),
  }),
);

function assertBooksUncrossed(market: SimMarket): void {
  for (const runner of market.runners) {
    const bestLay = runner.book.restingLays.best()?.tick;
    const bestBack = runner.book.restingBacks.best()?.tick;
    if (bestLay !== undefined && bestBack !== undefined) expect(bestLay).toBeLessThan(bestBack);
  }
}

/**
 * Each account's position is in its own currency's cents, so positions add up to zero only in
 * value: exactly between accounts of one currency, and within the rounding of each side to its
 * own cent (at most a cent of stake and half a cent of profit per fill) across currencies.
 */
function assertZeroSum(exchange: Exchange, market: SimMarket): void {
  const fills = [...exchange.orders.values()].reduce((sum, order) => sum + order.fills.length, 0);
  const crossCurrency = new Set([...exchange.orders.values()].map((order) => order.rate)).size > 1;
  for (const runner of market.runners) {
    let totalPence = 0;
    for (const account of exchange.accounts.values()) {
      const cents = account.positions.get(market.marketId)?.profitIfWins()[runner.index] ?? 0;
      totalPence += cents / account.rate;
    }
    if (crossCurrency) expect(Math.abs(totalPence)).toBeLessThanOrEqual(1.5 * fills);
    else expect(totalPence).toBe(0);
  }
}

function assertSizesAddUp(exchange: Exchange): void {
  for (const order of exchange.orders.values()) {
    expect(order.matched + order.remaining + order.cancelled + order.lapsed + order.voided).toBe(order.size);
    expect(order.remaining).toBeGreaterThanOrEqual(0);
  }
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

describe('engine invariants', () => {
  it('hold through any sequence of orders, cancels, replaces and the settlement', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 2 }),
        async (ops, winner) => {
          const fixture = openMarketFixture();
          const { exchange, market } = fixture;
          exchange.addAccount(accountSpec('eur', 5000, 'EUR'));
          const cashBefore = cashByCurrency(exchange);
          for (const step of ops) {
            const live = [...exchange.orders.values()].filter((o) => o.remaining > 0);
            if (step.kind === 'place') {
              const price = market.ladder.priceAt(step.tick)!;
              const extra = step.fok ? { timeInForce: 'FILL_OR_KILL' } : {};
              await placeOrders(
                exchange,
                { accountId: step.account, canBet: true },
                {
                  marketId: market.marketId,
                  instructions: [limit(1000 + step.runner, step.side, price, step.cents / 100, extra)],
                },
              );
            } else if (live.length > 0) {
              const order = live[step.pick % live.length]!;
              if (step.kind === 'cancel') {
                const reduction = step.reduceCents === null ? {} : { sizeReduction: step.reduceCents / 100 };
                cancelOrders(exchange, order.accountId, {
                  marketId: market.marketId,
                  instructions: [{ betId: order.betId, ...reduction }],
                });
              } else {
                await replaceOrders(
                  exchange,
                  { accountId: order.accountId, canBet: true },
                  {
                    marketId: market.marketId,
                    instructions: [{ betId: order.betId, newPrice: market.ladder.priceAt(step.tick)! }],
                  },
                );
              }
            }
            assertBooksUncrossed(market);
            assertZeroSum(exchange, market);
            assertSizesAddUp(exchange);
            for (const account of exchange.accounts.values())
              expect(account.exposureCents).toBeGreaterThanOrEqual(0);
          }
          settleMarket(exchange, market, { results: new Map([[runnerKey(1000 + winner, 0), 'WINNER']]) });
          expect(cashByCurrency(exchange)).toEqual(cashBefore);
          for (const account of exchange.accounts.values()) expect(account.exposureCents).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
