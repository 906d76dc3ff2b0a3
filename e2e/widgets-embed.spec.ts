// Issue 20 §2: the embeddable widget on a plain page of another origin (support/widget-host.ts)
// loading /embed/widget.js from the product, as a webmaster pastes it. It draws live prices that
// match the exchange's own listMarketBook (multiple markets by filters, one market by id), links
// to the product's market page with the affiliate codes in a new tab, and shows an empty state for
// bad attributes without running anything in them. Reads only: no account or market is changed.
import { encodeWidgetText } from '@greenbook/trading';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, exchangeApi, pricedMarket } from './support/exchange';
import { expectPricesOfExchange } from './support/widget-prices';
import { startWidgetHost, type WidgetHost } from './support/widget-host';

let host: WidgetHost | undefined;
test.afterEach(async () => {
  await host?.stop();
  host = undefined;
});

const product = (): string => {
  const base = process.env['E2E_BASE_URL'];
  if (base === undefined) throw new Error('E2E_BASE_URL is not set (global-setup)');
  return base;
};

const script = () => `<script async src="${product()}/embed/widget.js"></script>`;

async function openHost(page: Page, embedCode: string): Promise<void> {
  host = await startWidgetHost(embedCode);
  expect(new URL(host.origin).origin).not.toBe(new URL(product()).origin);
  await page.goto(host.url);
}

test('a multiple-markets widget on another site draws the markets its filters select, with live prices', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // Hand-written per the widgets contract: the generator's attribute names, lists joined by '|',
  // the title URI-encoded then base64. The script twice, as a page with two embeds has it.
  await openHost(
    page,
    `<div class="greenbook-widget" data-widget-type="multiple_markets" data-lang="en" data-currency="GBP"
      data-color-theme="dark" data-widget-title="${encodeWidgetText('Football: next matches')}"
      data-widget-eventtypeids="1" data-widget-markettypecodes="MATCH_ODDS" data-widget-markets-sort="FIRST_TO_START"
      data-widget-markets-count="3" data-widget-marketstarttime-next-hours="48"
      data-bonus-link-rfr="blog7" data-bonus-link-pid="42"></div>
    ${script()}
    ${script()}`,
  );
  const widget = page.locator('div.greenbook-widget');
  await expect(widget.getByRole('heading', { level: 2, name: 'Football: next matches' })).toBeVisible();
  const sections = widget.locator('section[data-market-id]');
  await expect(sections.first()).toBeVisible();
  expect(await sections.count()).toBeLessThanOrEqual(3);
  // Loaded twice, drawn once.
  await expect(widget.locator('.w')).toHaveCount(1);
  const first = sections.first();
  const marketId = (await first.getAttribute('data-market-id'))!;
  await expectPricesOfExchange(page, first, marketId);
  // Amounts in pounds; the link opens the product's market page in a new tab with the affiliate codes.
  await expect(first.locator('td.b small').first()).toHaveText(/£/);
  const link = first.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.origin).toBe(new URL(product()).origin);
  expect(href.pathname).toMatch(new RegExp(`^/market/\\d+/${marketId.replace('.', '\\.')}$`));
  expect(Object.fromEntries(href.searchParams)).toEqual({ rfr: 'blog7', pid: '42' });
  // The host page's red table borders do not reach inside the widget.
  await expect(first.locator('td.b').first()).not.toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
  // It asked the product's public widgets service, nothing else of the product's.
  const asked = requests.filter((url) => url.startsWith(product()));
  expect(asked.some((url) => url.includes('/exchange/widgets/rest/v1.0/listMarketBook/'))).toBe(true);
  expect(
    asked.every((url) => url.endsWith('/embed/widget.js') || url.includes('/exchange/widgets/rest/v1.0/')),
  ).toBe(true);
});

test('a one-market widget by id draws its runners with the exchange’s best prices in its language and currency', async ({
  page,
}) => {
  const market = await pricedMarket(exchangeApi(page.request, await apiToken(page.request, 'demo')), 2);
  await openHost(
    page,
    `<div class="greenbook-widget" data-widget-type="one_market" data-lang="pt" data-currency="EUR"
      data-widget-id="${market.marketId}" data-color-theme="green"></div>${script()}`,
  );
  const section = page.locator(`div.greenbook-widget section[data-market-id="${market.marketId}"]`);
  await expect(section.getByRole('heading', { level: 3 })).toContainText(market.eventName);
  await expect(section.locator('tbody tr').first()).toContainText(market.runner.name);
  await expect(section.locator('thead')).toContainText('Back');
  await expect(page.locator('div.greenbook-widget .bonus')).toContainText('Free 20£ exchange bet');
  await expect(section.locator('td.b small').first()).toHaveText(/€/);
  await expectPricesOfExchange(page, section, market.marketId);
  await expect(section.getByRole('link').first()).toHaveAttribute(
    'href',
    `${product()}/market/${market.eventId}/${market.marketId}`,
  );
});

test('bad attributes draw an empty state and run nothing; unknown ids find no markets', async ({ page }) => {
  const widgetCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/exchange/widgets/')) widgetCalls.push(request.postData() ?? '');
  });
  const hugeList = Array.from({ length: 500 }, (_, i) => `1.${i + 1}`).join('|');
  await openHost(
    page,
    `<div class="greenbook-widget" id="raw-script" data-widget-title="<script>window.pwned=1</script>"></div>
    <div class="greenbook-widget" id="encoded-script" data-lang="es" data-widget-title="${encodeWidgetText('<img src=x onerror="window.pwned=1">')}"></div>
    <div class="greenbook-widget" id="colour-escape" data-color-theme="javascript:window.pwned=1"></div>
    <div class="greenbook-widget" id="words-for-ids" data-widget-eventtypeids="soccer|1"></div>
    <div class="greenbook-widget" id="huge-list" data-widget-marketids="${hugeList}"></div>
    <div class="greenbook-widget" id="unknown-language" data-lang="xx"></div>
    <div class="greenbook-widget" id="unknown-currency" data-currency="BTC"></div>
    <div class="greenbook-widget" id="unknown-market" data-widget-type="one_market" data-widget-id="1.999999999"></div>
    ${script()}`,
  );
  for (const id of [
    'raw-script',
    'encoded-script',
    'colour-escape',
    'words-for-ids',
    'huge-list',
    'unknown-language',
    'unknown-currency',
  ])
    await expect(page.locator(`#${id} [data-state="invalid"][role="status"]`)).toBeVisible();
  await expect(page.locator('#encoded-script [role="status"]')).toHaveText(
    'Este widget no se puede mostrar: su configuración no es válida.',
  );
  await expect(page.locator('#unknown-market [role="status"][data-state="empty"]')).toBeVisible();
  await expect(page.locator('#unknown-market [role="status"]')).toHaveText('No markets to show right now.');
  expect(await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned)).toBeUndefined();
  // Only the unknown market asked the service; the invalid ones asked nothing.
  expect(widgetCalls.length).toBeGreaterThan(0);
  expect(widgetCalls.every((body) => body.includes('1.999999999'))).toBe(true);
  // The widgets service itself refuses such input (400), whatever a page sends it.
  const refused = await page.request.post(`${product()}/exchange/widgets/rest/v1.0/listMarketCatalogue/`, {
    data: { filter: { marketIds: ['1.1'] }, maxResults: 1, script: '<script>window.pwned=1</script>' },
  });
  expect(refused.status()).toBe(400);
});

test('a widget added later, and one whose attributes change, are drawn again', async ({ page }) => {
  await openHost(page, `<div class="greenbook-widget" id="first" data-lang="xx"></div>${script()}`);
  await expect(page.locator('#first [role="status"][data-state="invalid"]')).toBeVisible();
  await page.evaluate(() => document.querySelector('#first')?.setAttribute('data-lang', 'de'));
  await expect(page.locator('#first [role="status"][data-state="invalid"]')).toHaveCount(0);
  await expect(page.locator('#first .w')).toHaveAttribute('lang', 'de');
  await page.evaluate(() => {
    const later = document.createElement('div');
    later.className = 'greenbook-widget';
    later.id = 'later';
    later.setAttribute('data-currency', 'BTC');
    document.body.append(later);
  });
  await expect(page.locator('#later [role="status"][data-state="invalid"]')).toBeVisible();
});
