// Property: random placeOrders / cancelOrders over HTTP from three accounts keep the book
// uncrossed (best back < best lay in listMarketBook) and every order's sizes adding up in
// listCurrentOrders (betfair-protocol §8.4).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('order book over HTTP', () => {
  it('stays uncrossed and keeps order sizes whole', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        marketNumber += 1;
        const marketId = `1.5${String(marketNumber).padStart(8, '0')}`;
        api.addMarket({ marketId });
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
      }),
      { numRuns: 30 },
    );
  });
});
