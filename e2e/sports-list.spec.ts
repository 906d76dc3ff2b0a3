// The sidebar's Sports List tab (trading-core §2; issue 16 §1, §3): a trader walks it from 'See all
// sports' down to a market and opens it, and on a 390 px phone the sidebar gets out of the way once
// the market page opens. Reads only (no bets). The phone test ends with the sidebar shown again,
// at a desktop width, so later specs find it as saved by default.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** From the sports down to the first market of the sport's first event or race; returns its link. */
async function walkToFirstMarket(sidebar: Locator, sport: string): Promise<Locator> {
  await sidebar.getByRole('tab', { name: 'Sports List' }).click();
  await sidebar.getByRole('button', { name: 'See all sports' }).click();
  await sidebar.getByRole('list', { name: 'Sports' }).getByRole('button', { name: sport }).click();
  const breadcrumbs = sidebar.getByRole('navigation', { name: 'Where you are in the sports list' });
  await expect(breadcrumbs.getByRole('button', { name: sport })).toHaveAttribute('aria-current', 'location');
  const event = sidebar.getByRole('list', { name: sport }).getByRole('button').first();
  const eventName = (await event.textContent()) ?? '';
  await event.click();
  // Racing lists a race by its venue; the breadcrumb keeps the race's own name.
  await expect(breadcrumbs.getByRole('button')).toHaveCount(2);
  const level = breadcrumbs.getByRole('button').last();
  const market = sidebar
    .getByRole('list', { name: (await level.textContent()) ?? eventName })
    .getByRole('link');
  await expect(market.first()).toBeVisible();
  return market.first();
}

test('walks the Sports List from See all sports to a market and opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const sidebar = sidebarOf(page);
  // Off a market page: General and Sports List only.
  await expect(sidebar.getByRole('tab')).toHaveText(['General', 'Sports List']);
  const market = await walkToFirstMarket(sidebar, 'Soccer');
  const href = (await market.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/market\/\d+\/1\.\d+$/);
  await market.click();
  await expect(page).toHaveURL(href);
  // Opening a market page switches the sidebar to its This Market tab.
  await expect(sidebar.getByRole('tab', { name: 'This Market' })).toHaveAttribute('aria-selected', 'true');
  // A breadcrumb goes back up: from the market page, back to the sport's events.
  await sidebar.getByRole('tab', { name: 'Sports List' }).click();
  await sidebar
    .getByRole('navigation', { name: 'Where you are in the sports list' })
    .getByRole('button', { name: 'Soccer' })
    .click();
  await expect(sidebar.getByRole('list', { name: 'Soccer' }).getByRole('button').first()).toBeVisible();
});

test('on a 390 px phone the sidebar hides when a race market opens from the Sports List', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const sidebar = sidebarOf(page);
  await expect(sidebar.getByRole('button', { name: 'Hide the sidebar' })).toBeVisible();
  const market = await walkToFirstMarket(sidebar, 'Horse Racing');
  await market.click();
  await expect(page).toHaveURL(/\/market\/\d+\/1\.\d+$/);
  await expect(sidebar.getByRole('button', { name: 'Show the sidebar' })).toBeVisible();
  await expect(sidebar.getByRole('tablist')).toHaveCount(0);
  // Restore the default for the specs after this one.
  await page.setViewportSize({ width: 1280, height: 900 });
  await sidebar.getByRole('button', { name: 'Show the sidebar' }).click();
  await expect(sidebar.getByRole('tab', { name: 'This Market' })).toBeVisible();
});
