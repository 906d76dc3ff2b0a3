// Issue 20 'Done when': a webmaster makes a widget on /widgets, copies its code with 'Copy script',
// pastes it into a plain page of their own (another origin, support/widget-host.ts), and the page
// shows live prices — a multiple-markets widget from a template, and one market by its id.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiToken, exchangeApi, pricedMarket } from './support/exchange';
import { startWidgetHost, type WidgetHost } from './support/widget-host';
import { expectPricesOfExchange } from './support/widget-prices';

let host: WidgetHost | undefined;
test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

/** 'Copy script' on the generator, read back from the clipboard as the webmaster pastes it. */
async function copyEmbedCode(page: Page, context: BrowserContext, baseURL: string): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByRole('button', { name: 'Copy script' }).click();
  await expect(page.getByText('The embed code is on your clipboard.')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A fresh page of the webmaster's own site holding the pasted code. */
async function pasteIntoOwnSite(context: BrowserContext, code: string, baseURL: string): Promise<Page> {
  host = await startWidgetHost(code);
  expect(host.origin).not.toBe(new URL(baseURL).origin);
  const site = await context.newPage();
  await site.goto(host.url);
  return site;
}

test('a multiple-markets widget made from a template shows live prices on another site', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/widgets');
  await page.getByRole('combobox', { name: 'Widget Templates' }).click();
  await page.getByRole('option', { name: 'Football: top markets, next 24 hours' }).click();
  const code = await copyEmbedCode(page, context, baseURL!);
  expect(code).toContain('data-widget-type="multiple_markets"');

  const site = await pasteIntoOwnSite(context, code, baseURL!);
  const first = site.locator('div.greenbook-widget section[data-market-id]').first();
  await expect(first).toBeVisible();
  await expectPricesOfExchange(site, first, (await first.getAttribute('data-market-id'))!);
});

test('a one-market widget made for a market id shows that market live on another site', async ({
  page,
  context,
  baseURL,
}) => {
  const market = await pricedMarket(exchangeApi(page.request, await apiToken(page.request, 'demo')), 3);
  await page.goto('/widgets');
  await page.getByRole('radio', { name: 'One market' }).check();
  const marketIdField = page.getByRole('textbox', { name: 'Market ID' });
  await marketIdField.fill(market.marketId);
  // The code follows the form.
  await expect(page.getByText(`data-widget-id="${market.marketId}"`)).toBeVisible();
  const code = await copyEmbedCode(page, context, baseURL!);
  expect(code).toContain('data-widget-type="one_market"');

  const site = await pasteIntoOwnSite(context, code, baseURL!);
  const section = site.locator(`div.greenbook-widget section[data-market-id="${market.marketId}"]`);
  await expect(section.getByRole('heading', { level: 3 })).toContainText(market.eventName);
  await expectPricesOfExchange(site, section, market.marketId);
});
