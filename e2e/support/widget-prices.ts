// What an embedded widget draws, read back from its Shadow DOM (Playwright's locators pierce it),
// and compared with the exchange's own best offers: shared by the widget specs.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiToken, exchangeApi } from './exchange';

interface Book {
  marketId: string;
  runners: Array<{
    selectionId: number;
    ex: { availableToBack: Array<{ price: number }>; availableToLay: Array<{ price: number }> };
  }>;
}

/** The drawn best back and lay of each runner row of a widget's market section. */
async function drawnPrices(section: Locator): Promise<Map<number, [string | null, string | null]>> {
  const rows = section.locator('tbody tr');
  const prices = new Map<number, [string | null, string | null]>();
  for (const row of await rows.all()) {
    const id = Number(await row.getAttribute('data-selection-id'));
    prices.set(id, [
      await row.locator('td.b').getAttribute('data-price'),
      await row.locator('td.l').getAttribute('data-price'),
    ]);
  }
  return prices;
}

/** The drawn prices equal the exchange's best offers (retried: prices move while we look). */
export async function expectPricesOfExchange(page: Page, section: Locator, marketId: string): Promise<void> {
  const call = exchangeApi(page.request, await apiToken(page.request, 'demo'));
  await expect(async () => {
    const [book] = await call<Book[]>('listMarketBook', {
      marketIds: [marketId],
      priceProjection: { priceData: ['EX_BEST_OFFERS'] },
    });
    const drawn = await drawnPrices(section);
    expect(drawn.size).toBeGreaterThan(0);
    for (const [selectionId, [back, lay]] of drawn) {
      const runner = book?.runners.find((entry) => entry.selectionId === selectionId);
      const best = (offers: Array<{ price: number }> | undefined) =>
        offers?.[0] === undefined ? null : String(offers[0].price);
      expect([back, lay]).toEqual([best(runner?.ex.availableToBack), best(runner?.ex.availableToLay)]);
    }
  }).toPass({ timeout: 60_000 });
}
