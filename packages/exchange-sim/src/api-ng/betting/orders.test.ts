// Order operations and current orders over HTTP (betfair-protocol §2.5, §2.7, §2.8).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DELAYED_APP_KEY,
  limitInstruction,
  startApiNg,
  type ApiNgHarness,
} from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
const MARKET = '1.100000001';

interface Report {
  status: string;
  errorCode?: string;
  instructionReports: Array<Record<string, unknown> & { betId?: string; status: string }>;
}
interface CurrentOrders {
  currentOrders: Array<Record<string, unknown> & { betId: string }>;
  moreAvailable: boolean;
}

const place = (accountId: string, ...instructions: unknown[]) =>
  api.call<Report>('placeOrders', { marketId: MARKET, instructions }, accountId);

beforeEach(async () => {
  api = await startApiNg();
  api.addMarket();
});
afterEach(async () => {
  await api.close();
});

describe('place → book → cancel → current orders', () => {
  it('round-trips an order through the book', async () => {
    const placed = await place('a', limitInstruction(1000, 'BACK', 3, 10, { persistenceType: 'PERSIST' }));
    expect(placed).toMatchObject({
      status: 'SUCCESS',
      marketId: MARKET,
      instructionReports: [{ status: 'SUCCESS', orderStatus: 'EXECUTABLE', sizeMatched: 0 }],
    });
    const betId = placed.instructionReports[0]!.betId!;
    const [book] = await api.call<Array<{ runners: Array<{ ex: { availableToLay: unknown[] } }> }>>(
      'listMarketBook',
      {
        marketIds: [MARKET],
        priceProjection: { priceData: ['EX_BEST_OFFERS'] },
      },
    );
    expect(book!.runners[0]!.ex.availableToLay).toEqual([{ price: 3, size: 10 }]);

    const cancelled = await api.call<Report>('cancelOrders', {
      marketId: MARKET,
      instructions: [{ betId, sizeReduction: '4' }],
    });
    expect(cancelled).toMatchObject({
      status: 'SUCCESS',
      instructionReports: [{ status: 'SUCCESS', sizeCancelled: 4 }],
    });
    const current = await api.call<CurrentOrders>('listCurrentOrders', {
      betIds: [betId],
      includeItemDescription: true,
    });
    expect(current).toEqual({
      moreAvailable: false,
      currentOrders: [
        expect.objectContaining({
          betId,
          marketId: MARKET,
          priceSize: { price: 3, size: 10 },
          status: 'EXECUTABLE',
          persistenceType: 'PERSIST',
          sizeMatched: 0,
          sizeRemaining: 6,
          sizeCancelled: 4,
          currentItemDescription: { marketVersion: { version: 1 } },
        }),
      ],
    });
    const all = await api.call<Report>('cancelOrders', {});
    expect(all.instructionReports).toMatchObject([{ status: 'SUCCESS', sizeCancelled: 6 }]);
    const after = await api.call<CurrentOrders>('listCurrentOrders', { orderProjection: 'EXECUTABLE' });
    expect(after.currentOrders).toEqual([]);
    expect(await api.call<CurrentOrders>('listCurrentOrders', {}, 'b')).toEqual({
      currentOrders: [],
      moreAvailable: false,
    });
  });

  it('filters, orders and pages current orders', async () => {
    await api.call('placeOrders', {
      marketId: MARKET,
      customerStrategyRef: 'S1',
      instructions: [limitInstruction(1000, 'BACK', 3, 2, { persistenceType: 'PERSIST' })],
    });
    api.clock.advance(1000);
    await place('a', { ...limitInstruction(1001, 'BACK', 4, 2), customerOrderRef: 'R2' });
    api.clock.advance(1000);
    await place('a', limitInstruction(1002, 'BACK', 5, 2));
    const page = await api.call<CurrentOrders>('listCurrentOrders', {
      orderBy: 'BY_PLACE_TIME',
      sortDir: 'LATEST_TO_EARLIEST',
      fromRecord: '1',
      recordCount: '1',
    });
    expect(page.currentOrders.map((o) => o.selectionId)).toEqual([1001]);
    expect(page.moreAvailable).toBe(true);
    expect(
      (await api.call<CurrentOrders>('listCurrentOrders', { customerOrderRefs: ['R2'] })).currentOrders.map(
        (o) => o.customerOrderRef,
      ),
    ).toEqual(['R2']);
    expect(
      (
        await api.call<CurrentOrders>('listCurrentOrders', { customerStrategyRefs: ['S1'] })
      ).currentOrders.map((o) => o.selectionId),
    ).toEqual([1000]);
    expect(
      (await api.call<CurrentOrders>('listCurrentOrders', { orderBy: 'BY_MATCH_TIME' })).currentOrders,
    ).toEqual([]);
    const from = new Date(api.clock.now() - 1500).toISOString();
    expect(
      (await api.call<CurrentOrders>('listCurrentOrders', { dateRange: { from } })).currentOrders.map(
        (o) => o.selectionId,
      ),
    ).toEqual([1001, 1002]);
    await expect(api.call('listCurrentOrders', { recordCount: 1001 })).rejects.toMatchObject({
      errorCode: 'INVALID_INPUT_DATA',
    });
  });

  it('refuses bets from a delayed application key', async () => {
    const envelope = await api.rpc(
      'betting',
      'placeOrders',
      { marketId: MARKET, instructions: [limitInstruction(1000, 'BACK', 3, 2)] },
      api.authHeaders('a', DELAYED_APP_KEY),
    );
    expect(envelope.result).toMatchObject({
      status: 'FAILURE',
      errorCode: 'PERMISSION_DENIED',
      instructionReports: [{ status: 'FAILURE', errorCode: 'ERROR_IN_ORDER' }],
    });
  });

  it('answers too many instructions with INVALID_INPUT_DATA', async () => {
    const instructions = Array.from({ length: 61 }, (_, i) => ({ betId: String(i + 1) }));
    await expect(api.call('cancelOrders', { marketId: MARKET, instructions })).rejects.toMatchObject({
      errorCode: 'INVALID_INPUT_DATA',
    });
  });
});

describe('replaceOrders and updateOrders', () => {
  it('replaces the unmatched remainder at a new price as a new bet', async () => {
    const betId = (await place('a', limitInstruction(1000, 'BACK', 3, 10))).instructionReports[0]!.betId!;
    const replaced = await api.call<Report>('replaceOrders', {
      marketId: MARKET,
      instructions: [{ betId, newPrice: '3.5' }],
    });
    expect(replaced).toMatchObject({
      status: 'SUCCESS',
      instructionReports: [
        {
          status: 'SUCCESS',
          cancelInstructionReport: { status: 'SUCCESS', sizeCancelled: 10 },
          placeInstructionReport: {
            status: 'SUCCESS',
            instruction: { limitOrder: { price: 3.5, size: 10 } },
          },
        },
      ],
    });
    const current = await api.call<CurrentOrders>('listCurrentOrders', { orderProjection: 'EXECUTABLE' });
    expect(current.currentOrders.map((o) => o.priceSize)).toEqual([{ price: 3.5, size: 10 }]);
    const failed = await api.call<Report>('replaceOrders', {
      marketId: MARKET,
      instructions: [{ betId: '999', newPrice: 4 }],
    });
    expect(failed).toMatchObject({
      status: 'FAILURE',
      instructionReports: [{ status: 'FAILURE', errorCode: 'INVALID_BET_ID' }],
    });
  });

  it('updates the persistence type', async () => {
    const betId = (await place('a', limitInstruction(1000, 'BACK', 3, 10))).instructionReports[0]!.betId!;
    const updated = await api.call<Report>('updateOrders', {
      marketId: MARKET,
      instructions: [{ betId, newPersistenceType: 'PERSIST' }],
    });
    expect(updated).toEqual({
      status: 'SUCCESS',
      marketId: MARKET,
      instructionReports: [{ status: 'SUCCESS', instruction: { betId, newPersistenceType: 'PERSIST' } }],
    });
    const again = await api.call<Report>('updateOrders', {
      marketId: MARKET,
      instructions: [{ betId, newPersistenceType: 'PERSIST' }],
    });
    expect(again.instructionReports[0]).toMatchObject({ status: 'FAILURE', errorCode: 'NO_ACTION_REQUIRED' });
    const current = await api.call<CurrentOrders>('listCurrentOrders', { betIds: [betId] });
    expect(current.currentOrders[0]!.persistenceType).toBe('PERSIST');
  });
});
