// Global cash out from the header (trading-core §4 'Cash out button', special confirmation; issue
// 13): a SUPER user with matched backs on two markets, neither on screen, closes both in one
// confirmation and is left flat on each; a free user gets the upgrade modal instead.
import { expect, test } from '@playwright/test';
import { levelledGapBoundCents, toHundredths } from '@greenbook/trading';
import { currentOrders, exchangeApi, matchResting, pageToken, pricedMarket } from './support/exchange';
import { subscribeToSuper } from './support/premium';
import { signIn } from './support/sign-in';

/** An account no other spec trades with or makes SUPER (HUF: minimum stake 400). */
const SUPER_ACCOUNT = 'forint';
const BACK_STAKE = 1000;
/** A free account no other spec makes SUPER. */
const FREE_ACCOUNT = 'small';

test('a SUPER user cashes out two markets at once and ends flat on both', async ({ page, request }) => {
  await signIn(page, SUPER_ACCOUNT);
  await subscribeToSuper(page, request);
  const token = await pageToken(page);
  const call = exchangeApi(request, token);
  // Two priced markets apart from the ones the other specs trade (they skip 0 to 2).
  const markets = [await pricedMarket(call, 3), await pricedMarket(call, 4)];

  // 1. A matched back on each market, placed and matched on the exchange.
  for (const market of markets) {
    await call('placeOrders', {
      marketId: market.marketId,
      instructions: [
        {
          orderType: 'LIMIT',
          selectionId: market.runner.selectionId,
          side: 'BACK',
          limitOrder: { price: market.runner.bestBack, size: BACK_STAKE, persistenceType: 'LAPSE' },
        },
      ],
    });
    await matchResting(request, token, market.marketId, await currentOrders(call, market.marketId));
  }

  // 2. From the home page (no market on screen), the global cash out lists both markets' bets.
  await page.goto('/');
  const globalCashOut = page.getByRole('button', { name: 'Global Cash Out' });
  const dialog = page.getByRole('dialog', { name: 'Global Cash Out' });
  // The markets' images reach the browser through the matched-bets subscription; until then a
  // market is not priced and the dialog would leave it out, so wait for both tables.
  await expect
    .poll(async () => {
      await globalCashOut.click();
      if (!(await dialog.isVisible())) return 0;
      const tables = await dialog.getByRole('table').count();
      if (tables < 2) await dialog.getByRole('button', { name: 'Cancel' }).click();
      return tables;
    })
    .toBeGreaterThanOrEqual(2);
  await expect(dialog.getByTestId('closing-profit-loss')).toHaveText(/^-?\d+\.\d\d$/);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  // 3. Each market gets its closing bets once; the house trader matches any that rest.
  for (const market of markets) {
    await expect.poll(async () => (await currentOrders(call, market.marketId)).length).toBeGreaterThan(1);
    await matchResting(request, token, market.marketId, await currentOrders(call, market.marketId));
    await expect
      .poll(async () => (await currentOrders(call, market.marketId)).every((o) => o.sizeRemaining === 0))
      .toBe(true);
  }

  // 4. Flat on both, as the exchange reports it: every runner's ifWin within the product's
  // guarantee (trading closing/level-bound.ts: 1 + ⌊(two highest closing odds) / 2⌋ cents).
  for (const market of markets) {
    const orders = await currentOrders(call, market.marketId);
    const closingOdds = orders.slice(1).map((order) => order.priceSize.price);
    const [book] = await call<Array<{ profitAndLosses: Array<{ ifWin: number }> }>>(
      'listMarketProfitAndLoss',
      { marketIds: [market.marketId] },
    );
    const cents = (book?.profitAndLosses ?? []).map((runner) => toHundredths(runner.ifWin));
    expect(cents.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...cents) - Math.min(...cents)).toBeLessThanOrEqual(levelledGapBoundCents(closingOdds));
  }
});

test('a free user gets the upgrade modal, with the sidebar hidden first on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, FREE_ACCOUNT);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)), 3);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await expect(page.getByRole('button', { name: 'Hide the sidebar' })).toBeVisible();

  await page.getByRole('button', { name: 'Global Cash Out' }).click();
  const upsell = page.getByRole('dialog', { name: 'A SUPER feature' });
  await expect(upsell).toContainText('Global cash out');
  await expect(page.getByRole('button', { name: 'Show the sidebar' })).toBeAttached();
  await upsell.getByRole('link', { name: 'Upgrade to SUPER' }).click();
  await expect(page).toHaveURL(/\/store$/);
});
