import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limitInstruction, startApiNg, type ApiNgHarness } from '../api-ng/testing/api-ng-harness.js';
import { loadHistoricalMarket } from './historical-replay.js';

// 1.197931750 line 40 (pt 1650392712494), runner 39823721: atb best 1.5 × 33.49, atl best
// 1.51 × 7.98, ltp 1.51, Σtrd 3646.22 (see recorded-book.test.ts).
const FILE = '/work/shared/acceptance-data/historical/1.197931750';
const TRAP_6 = 39823721;

interface RunnerBookWire {
  selectionId: number;
  lastPriceTraded?: number;
  totalMatched?: number;
  ex: {
    availableToBack: Array<{ price: number; size: number }>;
    availableToLay: Array<{ price: number; size: number }>;
  };
}

let api: ApiNgHarness;

beforeEach(async () => {
  api = await startApiNg();
});

afterEach(async () => {
  await api.close();
});

describe('a replayed market over API-NG', () => {
  it('quotes the recorded book and takes a bet against it', async () => {
    const { market, service } = await loadHistoricalMarket(api.simulator, FILE, { startAt: 1650392712494 });
    api.simulator.addService(service);
    const book = async (): Promise<RunnerBookWire> => {
      const [marketBook] = await api.call<Array<{ runners: RunnerBookWire[] }>>('listMarketBook', {
        marketIds: [market.marketId],
        priceProjection: { priceData: ['EX_BEST_OFFERS'] },
      });
      return marketBook!.runners.find((runner) => runner.selectionId === TRAP_6)!;
    };
    const before = await book();
    expect(before.ex.availableToBack[0]).toEqual({ price: 1.5, size: 33.49 });
    expect(before.ex.availableToLay[0]).toEqual({ price: 1.51, size: 7.98 });
    expect(before.lastPriceTraded).toBe(1.51);
    expect(before.totalMatched).toBe(3646.22);

    const report = await api.call<{
      instructionReports: Array<{ sizeMatched: number; averagePriceMatched: number }>;
    }>('placeOrders', {
      marketId: market.marketId,
      instructions: [limitInstruction(TRAP_6, 'BACK', 1.5, 5)],
    });
    expect(report.instructionReports[0]).toMatchObject({ sizeMatched: 5, averagePriceMatched: 1.5 });
    expect((await book()).ex.availableToBack[0]).toEqual({ price: 1.5, size: 28.49 });
  });
});
