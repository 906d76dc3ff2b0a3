// Money in the account's own currency (issue 14 §1), over HTTP as a client sees it: funds,
// profit and loss, current and cleared orders of BRL, HUF and EUR accounts trading against a GBP
// account are exact to the cent, never rounded through GBP pence.
import type { CurrencyCode } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settleMarket } from '../../core/settlement.js';
import { accountSpec } from '../../testing/fixtures.js';
import { limitInstruction, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
const MARKET = '1.100000001';
// The GBP counterparty of every bet (backs too, when the account under test lays).
const GBP_LAYER = 'b';

interface PlaceReport {
  status: string;
  instructionReports: Array<{ betId?: string; sizeMatched?: number }>;
}
interface Funds {
  availableToBetBalance: number;
  exposure: number;
}
interface ClearedOrders {
  clearedOrders: Array<{ betId: string; betOutcome: string; profit: number; sizeSettled: number }>;
}

const place = (accountId: string, ...instructions: unknown[]) =>
  api.call<PlaceReport>('placeOrders', { marketId: MARKET, instructions }, accountId);
const funds = (accountId: string) => api.call<Funds>('getAccountFunds', {}, accountId, 'account');

function addAccount(accountId: string, currency: CurrencyCode, balance = 100_000): void {
  api.simulator.exchange.addAccount(accountSpec(accountId, balance, currency));
}

/** A back in `accountId`'s currency, fully matched by the GBP account's lay at the same price. */
async function matchedBack(accountId: string, selectionId: number, price: number, size: number) {
  await place(GBP_LAYER, limitInstruction(selectionId, 'LAY', price, 50));
  const report = await place(accountId, limitInstruction(selectionId, 'BACK', price, size));
  expect(report.status).toBe('SUCCESS');
  expect(report.instructionReports[0]!.sizeMatched).toBe(size);
  return report.instructionReports[0]!.betId!;
}

function settle(winner: number): void {
  const exchange = api.simulator.exchange;
  settleMarket(exchange, exchange.markets.get(MARKET)!, { results: new Map([[`${winner}_0`, 'WINNER']]) });
}

beforeEach(async () => {
  api = await startApiNg();
  api.addMarket();
});
afterEach(async () => {
  await api.close();
});

describe('money in the account currency (issue 14 §1)', () => {
  it('a BRL 10 back bet that loses settles at −10.00 and takes exactly 10.00', async () => {
    addAccount('pedro', 'BRL', 1000);
    const betId = await matchedBack('pedro', 1000, 2, 10);
    settle(1001);
    const cleared = await api.call<ClearedOrders>('listClearedOrders', { betStatus: 'SETTLED' }, 'pedro');
    expect(cleared.clearedOrders).toEqual([
      expect.objectContaining({ betId, betOutcome: 'LOST', sizeSettled: 10, profit: -10 }),
    ]);
    expect(await funds('pedro')).toMatchObject({ availableToBetBalance: 990, exposure: 0 });
  });

  it('a HUF 777 stake shows exposure −777.00, and funds agree with the listed order', async () => {
    addAccount('forint', 'HUF');
    const report = await place('forint', limitInstruction(1000, 'BACK', 3, 777));
    expect(report.instructionReports[0]!.sizeMatched).toBe(0);
    expect(await funds('forint')).toMatchObject({ availableToBetBalance: 99_223, exposure: -777 });
    const listed = await api.call<{ currentOrders: Array<{ sizeRemaining: number }> }>(
      'listCurrentOrders',
      {},
      'forint',
    );
    expect(listed.currentOrders.map((order) => order.sizeRemaining)).toEqual([777]);
  });

  it('HUF 400 @ 4 shows a win of 1,200.00 and settles at it', async () => {
    addAccount('forint', 'HUF');
    const betId = await matchedBack('forint', 1000, 4, 400);
    const [pnl] = await api.call<Array<{ profitAndLosses: Array<{ ifWin: number }> }>>(
      'listMarketProfitAndLoss',
      { marketIds: [MARKET] },
      'forint',
    );
    expect(pnl!.profitAndLosses.map((runner) => runner.ifWin)).toEqual([1200, -400, -400]);
    expect(await funds('forint')).toMatchObject({ exposure: -400 });
    settle(1000);
    const cleared = await api.call<ClearedOrders>('listClearedOrders', { betStatus: 'SETTLED' }, 'forint');
    expect(cleared.clearedOrders).toEqual([
      expect.objectContaining({ betId, betOutcome: 'WON', profit: 1200 }),
    ]);
    // Commission 5 % of the net win: 60.00.
    expect(await funds('forint')).toMatchObject({ availableToBetBalance: 100_000 + 1200 - 60, exposure: 0 });
  });

  it('BRL 10 @ 3.6 shows a win of 26.00 and settles at it', async () => {
    addAccount('pedro', 'BRL');
    const betId = await matchedBack('pedro', 1000, 3.6, 10);
    const [pnl] = await api.call<Array<{ profitAndLosses: Array<{ ifWin: number }> }>>(
      'listMarketProfitAndLoss',
      { marketIds: [MARKET] },
      'pedro',
    );
    expect(pnl!.profitAndLosses[0]!.ifWin).toBe(26);
    settle(1000);
    const cleared = await api.call<ClearedOrders>('listClearedOrders', { betStatus: 'SETTLED' }, 'pedro');
    expect(cleared.clearedOrders).toEqual([expect.objectContaining({ betId, profit: 26 })]);
    expect(await funds('pedro')).toMatchObject({ availableToBetBalance: 100_000 + 26 - 1.3 });
  });

  it('EUR 3.33 shows exposure −3.33 backed, unmatched and matched, and loses exactly 3.33', async () => {
    addAccount('euro', 'EUR', 1000);
    await place('euro', limitInstruction(1000, 'BACK', 5, 3.33));
    expect(await funds('euro')).toMatchObject({ availableToBetBalance: 996.67, exposure: -3.33 });
    await place(GBP_LAYER, limitInstruction(1000, 'LAY', 5, 50));
    expect(await funds('euro')).toMatchObject({ availableToBetBalance: 996.67, exposure: -3.33 });
    settle(1001);
    expect(await funds('euro')).toMatchObject({ availableToBetBalance: 996.67, exposure: 0 });
  });

  it('EUR 3.33 laid at 2.06 reserves its liability 3.5298 up to the cent, 3.53', async () => {
    addAccount('euro', 'EUR', 1000);
    await place('euro', limitInstruction(1000, 'LAY', 2.06, 3.33));
    expect(await funds('euro')).toMatchObject({ availableToBetBalance: 996.47, exposure: -3.53 });
    await place(GBP_LAYER, limitInstruction(1000, 'BACK', 2.06, 50));
    // Matched, the liability is the backer's profit, rounded to the cent: 3.53.
    expect(await funds('euro')).toMatchObject({ exposure: -3.53 });
  });

  it('matches a BRL back with a GBP lay: each side in its own currency, the book in GBP', async () => {
    addAccount('pedro', 'BRL');
    await place(GBP_LAYER, limitInstruction(1000, 'LAY', 2, 5));
    await place('pedro', limitInstruction(1000, 'BACK', 2, 12.7));
    type Orders = { currentOrders: Array<{ sizeMatched: number; sizeRemaining: number }> };
    // BRL 12.70 is GBP 2.00 at 6.35: the lay matches 2.00 of its 5.00.
    expect((await api.call<Orders>('listCurrentOrders', {}, 'pedro')).currentOrders).toEqual([
      expect.objectContaining({ sizeMatched: 12.7, sizeRemaining: 0 }),
    ]);
    expect((await api.call<Orders>('listCurrentOrders', {}, GBP_LAYER)).currentOrders).toEqual([
      expect.objectContaining({ sizeMatched: 2, sizeRemaining: 3 }),
    ]);
    type Book = Array<{
      totalMatched: number;
      runners: Array<{ ex: { availableToBack: unknown[]; tradedVolume: unknown[] } }>;
    }>;
    const book = (currencyCode?: string) =>
      api.call<Book>('listMarketBook', {
        marketIds: [MARKET],
        priceProjection: { priceData: ['EX_ALL_OFFERS', 'EX_TRADED'] },
        ...(currencyCode === undefined ? {} : { currencyCode }),
      });
    // Traded volume counts both sides, in GBP: 2.00 + 2.00.
    const [inGbp] = await book();
    expect(inGbp!.totalMatched).toBe(4);
    expect(inGbp!.runners[0]!.ex).toMatchObject({
      availableToBack: [{ price: 2, size: 3 }],
      tradedVolume: [{ price: 2, size: 4 }],
    });
    // Asked in BRL, the GBP book is converted at the rate, as Betfair does.
    const [inBrl] = await book('BRL');
    expect(inBrl!.runners[0]!.ex.tradedVolume).toEqual([{ price: 2, size: 25.4 }]);
  });
});
