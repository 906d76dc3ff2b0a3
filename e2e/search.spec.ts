// Search (account-and-product §2 "Search results", §7, §8) on the embedded exchange: a team name
// typed in the header finds its market with the exchange's own count, a page of results opens
// the market, typing on the results page searches again after the 500 ms debounce, a text that
// matches nothing shows 0 results, and a text the exchange refuses shows its reason.
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket, type PricedMarket } from './support/exchange';
import { homeTeamOf } from './support/screens';
import { signIn } from './support/sign-in';

/** What the exchange itself finds for a text, as the page asks for it (§7 "Search"). */
async function exchangeCount(call: ReturnType<typeof exchangeApi>, text: string): Promise<number> {
  const markets = await call<unknown[]>('listMarketCatalogue', {
    filter: { textQuery: `${text}*`, marketBettingTypes: ['ODDS'] },
    sort: 'MAXIMUM_TRADED',
    maxResults: 1000,
  });
  return markets.length;
}

function resultsHeading(page: Page, text: string) {
  return page.getByRole('heading', { level: 1, name: `Search results for “${text}”` });
}

/** The market's row link, paging on (at most every page) until it is on the page. */
async function findMarketLink(page: Page, market: PricedMarket) {
  const link = page.getByRole('link', { name: `${market.eventName} Match Odds` });
  const pages = page.getByRole('navigation', { name: 'Search results pages' });
  const next = pages.getByRole('button', { name: 'Next page' });
  await expect(page.getByRole('table')).toBeVisible();
  while ((await link.count()) === 0) {
    await expect(next, `${market.eventName} on no page`).toBeEnabled();
    const current = await pages.locator('[aria-current="page"]').textContent();
    await next.click();
    await expect(pages.locator('[aria-current="page"]')).not.toHaveText(current ?? '');
  }
  return link.first();
}

test('a team typed in the header finds its market, with the count, and the row opens it', async ({
  page,
  request,
}) => {
  await signIn(page);
  const call = exchangeApi(request, await pageToken(page));
  const market = await pricedMarket(call);
  const team = homeTeamOf(market);
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });

  await search.fill(team);
  await search.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(team)}`);
  const count = await exchangeCount(call, team);
  expect(count).toBeGreaterThan(0);
  await expect(resultsHeading(page, team)).toContainText(count === 1 ? '1 result' : `${count} results`);
  for (const column of ['Sport', 'Competition', 'Start', 'Event', 'Matched'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(page.getByRole('link', { name: /Match Odds/ }).first()).toBeVisible();

  // On the results page typing searches by itself once still: the whole event name, no Enter.
  await search.fill(market.eventName);
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(market.eventName)}`);
  const eventCount = await exchangeCount(call, market.eventName);
  await expect(resultsHeading(page, market.eventName)).toContainText(
    eventCount === 1 ? '1 result' : `${eventCount} results`,
  );

  await (await findMarketLink(page, market)).click();
  await expect(page).toHaveURL(`/market/${market.eventId}/${market.marketId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(market.eventName);
});

test('a text that matches nothing shows 0 results, and one the exchange refuses says why', async ({
  page,
}) => {
  await signIn(page);
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });

  await search.fill('Zzyzxq');
  await search.press('Enter');
  await expect(resultsHeading(page, 'Zzyzxq')).toContainText('0 results');
  await expect(page.getByText('No open markets match “Zzyzxq”.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // A word may not start with the wildcard (betfair-protocol §2.1): INVALID_INPUT_DATA, shown.
  await search.fill('*senal');
  await search.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Something went wrong with your search:' }),
  ).toContainText('must not start a word with the * wildcard');
  // Still signed in: a refused search does not end the session.
  await expect(page.getByRole('button', { name: /log ?out/i }).first()).toBeVisible();
});
