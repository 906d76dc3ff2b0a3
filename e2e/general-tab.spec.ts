// The sidebar's General tab (trading-core §2, issue 16): three unmatched bets on two markets, placed
// on the exchange directly, are listed by event and market; the two market checkboxes select all
// three and one 'CANCEL [3] UNMATCHED BETS' click leaves the exchange with none of them.
import { expect, test } from '@playwright/test';
import { currentOrders, exchangeApi, pageToken, pricedMarket, type PricedMarket } from './support/exchange';
import { signIn } from './support/sign-in';

type Call = ReturnType<typeof exchangeApi>;

/** Far from any best price (the ladder's ends), so they stay unmatched. */
const RESTING = [
  { side: 'BACK', price: 1000 },
  { side: 'LAY', price: 1.01 },
] as const;

async function eventAndMarketNames(call: Call, marketId: string): Promise<string> {
  const [catalogue] = await call<Array<{ marketName: string; event: { name: string } }>>(
    'listMarketCatalogue',
    { filter: { marketIds: [marketId] }, marketProjection: ['EVENT'], maxResults: 1 },
  );
  if (catalogue === undefined) throw new Error(`no catalogue for ${marketId}`);
  return `${catalogue.event.name} · ${catalogue.marketName}`;
}

async function placeResting(call: Call, market: PricedMarket, bets: ReadonlyArray<(typeof RESTING)[number]>) {
  await call('placeOrders', {
    marketId: market.marketId,
    instructions: bets.map(({ side, price }) => ({
      orderType: 'LIMIT',
      selectionId: market.runner.selectionId,
      side,
      limitOrder: { price, size: 2, persistenceType: 'LAPSE' },
    })),
  });
}

const executable = async (call: Call, marketId: string) =>
  (await currentOrders(call, marketId)).filter((order) => order.status === 'EXECUTABLE');

test('cancels three unmatched bets on two markets with one CANCEL [3] click', async ({ page, request }) => {
  await signIn(page);
  const call = exchangeApi(request, await pageToken(page));
  // Two priced markets no other spec trades on (they skip 0 to 11).
  const markets = [await pricedMarket(call, 14), await pricedMarket(call, 15)];
  await placeResting(call, markets[0]!, RESTING);
  await placeResting(call, markets[1]!, RESTING.slice(0, 1));
  for (const market of markets) expect(await executable(call, market.marketId)).not.toHaveLength(0);

  await page.goto(`/market/${markets[0]!.eventId}/${markets[0]!.marketId}`);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const show = sidebar.getByRole('button', { name: 'Show the sidebar' });
  if (await show.isVisible()) await show.click();
  await sidebar.getByRole('tab', { name: 'General' }).click();

  const list = sidebar.getByRole('region', { name: 'All unmatched bets' });
  for (const market of markets) {
    const heading = await eventAndMarketNames(call, market.marketId);
    await list.getByRole('checkbox', { name: `Select every unmatched bet in ${heading}` }).check();
  }
  await list.getByRole('button', { name: 'CANCEL 3 UNMATCHED BETS' }).click();

  await expect.poll(async () => (await executable(call, markets[0]!.marketId)).length).toBe(0);
  await expect.poll(async () => (await executable(call, markets[1]!.marketId)).length).toBe(0);
  await expect(list.getByRole('button', { name: /^CANCEL \d+ UNMATCHED BETS$/ })).toBeHidden();

  // Leave the default tab (This Market) for the specs after this one.
  await sidebar.getByRole('tab', { name: 'This Market' }).click();
});
