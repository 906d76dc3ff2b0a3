// Property: random placeOrders / cancelOrders over HTTP from three accounts keep the book
// uncrossed (best back < best lay in listMarketBook), every order's sizes adding up in
// listCurrentOrders (betfair-protocol §8.4), every match zero-sum (the accounts' profits if each
// runner wins, from listMarketProfitAndLoss, add up to 0: each back's stake × (price − 1) is a
// lay's liability), and money conserved through settlement (the balances from getAccountFunds
// change by exactly minus the commission in listClearedOrders).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runnerKey } from '../../core/market.js';
import { settleMarket } from '../../core/settlement.js';
import { limitInstruction, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
let marketNumber = 0;
const PRICES = [2, 2.02, 2.04, 2.06, 2.08, 2.1, 2.12];
const ACCOUNTS = ['a', 'b', 'c'] as const;

const step = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    account: fc.constantFrom(...ACCOUNTS),
    side: fc.constantFrom('BACK' as const, 'LAY' as const),
    price: fc.constantFrom(...PRICES),
    size: fc.integer({ min: 2, max: 20 }),
    selection: fc.constantFrom(1000, 1001),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    account: fc.constantFrom(...ACCOUNTS),
    pick: fc.nat(),
    reduction: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
  }),
);

interface Summary {
  betId: string;
  priceSize: { size: number };
  sizeMatched: number;
  sizeRemaining: number;
  sizeCancelled: number;
  sizeLapsed: number;
  sizeVoided: number;
}

beforeAll(async () => {
  api = await startApiNg();
});
afterAll(async () => {
  await api.close();
});

/** Sum of the three accounts' cash in pence: available to bet plus the exposure reserved from it. */
async function totalCash(): Promise<number> {
  let total = 0;
  for (const account of ACCOUNTS) {
    const funds = await api.call<{ availableToBetBalance: number; exposure: number }>(
      'getAccountFunds',
      {},
      account,
      'account',
    );
    total += Math.round((funds.availableToBetBalance - funds.exposure) * 100);
  }
  return total;
}

describe('order book over HTTP', () => {
  it('stays uncrossed, keeps order sizes whole, matches zero-sum and conserves money', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 25 }),
        fc.constantFrom(1000, 1001, 1002),
        async (steps, winner) => {
          marketNumber += 1;
          const marketId = `1.5${String(marketNumber).padStart(8, '0')}`;
          const market = api.addMarket({ marketId });
          const cashBefore = await totalCash();
          for (const action of steps) {
            if (action.kind === 'place') {
              await api.call(
                'placeOrders',
                {
                  marketId,
                  instructions: [limitInstruction(action.selection, action.side, action.price, action.size)],
                },
                action.account,
              );
            } else {
              const { currentOrders } = await api.call<{ currentOrders: Summary[] }>(
                'listCurrentOrders',
                { marketIds: [marketId], orderProjection: 'EXECUTABLE' },
                action.account,
              );
              const target = currentOrders[action.pick % Math.max(1, currentOrders.length)];
              if (target === undefined) continue;
              const instruction =
                action.reduction === undefined
                  ? { betId: target.betId }
                  : { betId: target.betId, sizeReduction: action.reduction };
              await api.call('cancelOrders', { marketId, instructions: [instruction] }, action.account);
            }
          }
          const [book] = await api.call<
            Array<{
              runners: Array<{
                ex: { availableToBack: Array<{ price: number }>; availableToLay: Array<{ price: number }> };
              }>;
            }>
          >('listMarketBook', { marketIds: [marketId], priceProjection: { priceData: ['EX_BEST_OFFERS'] } });
          for (const runner of book!.runners) {
            const bestBack = runner.ex.availableToBack[0]?.price;
            const bestLay = runner.ex.availableToLay[0]?.price;
            if (bestBack !== undefined && bestLay !== undefined) expect(bestBack).toBeLessThan(bestLay);
          }
          for (const account of ACCOUNTS) {
            const { currentOrders } = await api.call<{ currentOrders: Summary[] }>(
              'listCurrentOrders',
              { marketIds: [marketId] },
              account,
            );
            for (const order of currentOrders) {
              const parts =
                order.sizeMatched +
                order.sizeRemaining +
                order.sizeCancelled +
                order.sizeLapsed +
                order.sizeVoided;
              expect(Math.round(parts * 100)).toBe(Math.round(order.priceSize.size * 100));
            }
          }
          const ifWin = new Map<number, number>();
          for (const account of ACCOUNTS) {
            const pnl = await api.call<
              Array<{ profitAndLosses: Array<{ selectionId: number; ifWin: number }> }>
            >('listMarketProfitAndLoss', { marketIds: [marketId] }, account);
            for (const runner of pnl[0]?.profitAndLosses ?? []) {
              ifWin.set(
                runner.selectionId,
                (ifWin.get(runner.selectionId) ?? 0) + Math.round(runner.ifWin * 100),
              );
            }
          }
          for (const total of ifWin.values()) expect(total).toBe(0);
          settleMarket(api.simulator.exchange, market, {
            results: new Map([[runnerKey(winner, 0), 'WINNER']]),
          });
          let commission = 0;
          for (const account of ACCOUNTS) {
            const { clearedOrders } = await api.call<{ clearedOrders: Array<{ commission?: number }> }>(
              'listClearedOrders',
              { betStatus: 'SETTLED', marketIds: [marketId], groupBy: 'MARKET' },
              account,
            );
            commission += Math.round((clearedOrders[0]?.commission ?? 0) * 100);
          }
          expect((await totalCash()) + commission).toBe(cashBefore);
        },
      ),
      { numRuns: 30 },
    );
  });
});
