// Funds, profit and loss and cleared orders after matching and settlement, over HTTP
// (betfair-protocol §2.6, §2.8, §3.1).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settleMarket } from '../../core/settlement.js';
import { limitInstruction, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
const MARKET = '1.100000001';

interface Report {
  status: string;
  errorCode?: string;
  instructionReports: Array<Record<string, unknown> & { betId?: string; status: string }>;
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

describe('after matching and settlement', () => {
  beforeEach(async () => {
    // b lays 10 @ 3 on runner 1000; a backs it, and also backs 5 @ 2 on runner 1001 against c.
    await place('b', limitInstruction(1000, 'LAY', 3, 10));
    await place('a', limitInstruction(1000, 'BACK', 3, 10));
    await place('c', limitInstruction(1001, 'LAY', 2, 5));
    await place('a', limitInstruction(1001, 'BACK', 2, 5), limitInstruction(1002, 'BACK', 10, 2));
  });

  it('reports funds with negative exposure and profit and loss per runner', async () => {
    const funds = await api.call('getAccountFunds', {}, 'a', 'account');
    // Worst case: runner 1002 wins: −10 −5 on the matched backs (the unmatched back on 1002 would win).
    expect(funds).toEqual({
      availableToBetBalance: 985,
      exposure: -15,
      retainedCommission: 0,
      exposureLimit: -1000,
      discountRate: 0,
      pointsBalance: 0,
      wallet: 'UK',
    });
    const layer = await api.call<{ exposure: number }>('getAccountFunds', { wallet: 'UK' }, 'b', 'account');
    expect(layer.exposure).toBe(-20);
    const [pnl] = await api.call<unknown[]>('listMarketProfitAndLoss', { marketIds: [MARKET] });
    expect(pnl).toEqual({
      marketId: MARKET,
      profitAndLosses: [
        { selectionId: 1000, ifWin: 15 },
        { selectionId: 1001, ifWin: -5 },
        { selectionId: 1002, ifWin: -15 },
      ],
    });
    const [net] = await api.call<unknown[]>('listMarketProfitAndLoss', {
      marketIds: [MARKET],
      netOfCommission: true,
    });
    expect(net).toMatchObject({
      commissionApplied: 5,
      profitAndLosses: [{ selectionId: 1000, ifWin: 14.25 }, { ifWin: -5 }, { ifWin: -15 }],
    });
  });

  it('lists cleared orders by bet and rolled up, with commission only at market level and above', async () => {
    const market = api.simulator.exchange.markets.get(MARKET)!;
    settleMarket(api.simulator.exchange, market, { results: new Map([['1000_0', 'WINNER']]) });
    const settled = await api.call<{ clearedOrders: Array<Record<string, unknown>>; moreAvailable: boolean }>(
      'listClearedOrders',
      { betStatus: 'SETTLED' },
    );
    expect(settled.moreAvailable).toBe(false);
    expect(settled.clearedOrders).toEqual([
      expect.objectContaining({
        marketId: MARKET,
        selectionId: 1000,
        betOutcome: 'WON',
        profit: 20,
        sizeSettled: 10,
        priceMatched: 3,
        betCount: 1,
      }),
      expect.objectContaining({ selectionId: 1001, betOutcome: 'LOST', profit: -5, sizeSettled: 5 }),
    ]);
    expect(settled.clearedOrders[0]).not.toHaveProperty('commission');
    const byMarket = await api.call<{ clearedOrders: unknown[] }>('listClearedOrders', {
      betStatus: 'SETTLED',
      groupBy: 'MARKET',
      includeItemDescription: true,
    });
    expect(byMarket.clearedOrders).toEqual([
      expect.objectContaining({
        eventTypeId: '1',
        eventId: '30000001',
        marketId: MARKET,
        betCount: 2,
        profit: 15,
        sizeSettled: 15,
        commission: 0.75,
        itemDescription: expect.objectContaining({
          marketDesc: 'Match Odds',
          eventDesc: 'Arsenal v Chelsea',
        }) as unknown,
      }),
    ]);
    const bySide = await api.call<{ clearedOrders: Array<Record<string, unknown>> }>('listClearedOrders', {
      betStatus: 'SETTLED',
      groupBy: 'SIDE',
    });
    expect(bySide.clearedOrders).toHaveLength(2);
    expect(bySide.clearedOrders[0]).not.toHaveProperty('commission');
    const lapsed = await api.call<{ clearedOrders: unknown[] }>('listClearedOrders', {
      betStatus: 'LAPSED',
      marketIds: [MARKET],
    });
    expect(lapsed.clearedOrders).toEqual([expect.objectContaining({ selectionId: 1002, sizeSettled: 2 })]);
    expect(await api.call('listClearedOrders', { betStatus: 'SETTLED' }, 'c')).toMatchObject({
      clearedOrders: [expect.objectContaining({ profit: 5 })],
    });
    await expect(
      api.call('listClearedOrders', { betStatus: 'LAPSED', groupBy: 'MARKET' }),
    ).rejects.toMatchObject({ errorCode: 'INVALID_INPUT_DATA' });
    const missing = await api.rpc('betting', 'listClearedOrders', {}, api.authHeaders('a'));
    expect(missing.error).toEqual({ code: -32602, message: 'DSC-0018' });
    const funds = await api.call('getAccountFunds', {}, 'a', 'account');
    expect(funds).toMatchObject({ availableToBetBalance: 1014.25, exposure: 0, retainedCommission: 0.75 });
  });
});

describe('account operations', () => {
  it('returns details and currency rates', async () => {
    expect(await api.call('getAccountDetails', {}, 'a', 'account')).toEqual({
      currencyCode: 'GBP',
      firstName: 'Test',
      lastName: 'a',
      localeCode: 'en',
      region: 'GBR',
      timezone: 'Europe/London',
      discountRate: 0,
      pointsBalance: 0,
      countryCode: 'GB',
    });
    const rates = await api.call<Array<{ currencyCode: string; rate: number }>>(
      'listCurrencyRates',
      {},
      'a',
      'account',
    );
    expect(rates).toContainEqual({ currencyCode: 'EUR', rate: api.simulator.exchange.currencyRates.EUR });
    expect(rates.map((rate) => rate.currencyCode)).not.toContain('GBP');
    const fromEur = await api.call<Array<{ currencyCode: string; rate: number }>>(
      'listCurrencyRates',
      { fromCurrency: 'EUR' },
      'a',
      'account',
    );
    expect(fromEur).toContainEqual({
      currencyCode: 'GBP',
      rate: Math.round((1 / api.simulator.exchange.currencyRates.EUR) * 1e6) / 1e6,
    });
  });
});
