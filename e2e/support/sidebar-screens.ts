// The sidebar's panels as screens for the whole-page checks (accessibility, overflow): the ones a
// walk through the routes (screens.ts) never opens.
import { expect, type Page } from '@playwright/test';
import type { PricedMarket } from './exchange';
import type { Screen } from './screens';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/**
 * The sidebar's panels a route walk never opens: the General tab with its Settings container
 * expanded (every settings panel) beside a market, and the Sports List tab beside home. The
 * selected tab is a saved setting: end with `sidebarBackToGeneral`.
 */
export function sidebarScreens(market: PricedMarket): readonly Screen[] {
  return [
    {
      name: 'market sidebar, General tab with every settings panel',
      open: async (page) => {
        await page.goto(`/market/${market.eventId}/${market.marketId}`);
        await sidebar(page).getByRole('tab', { name: 'General' }).click();
        const title = page
          .getByRole('region', { name: 'Settings' })
          .getByRole('button', { name: 'Settings' });
        if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
        await expect(title).toHaveAttribute('aria-expanded', 'true');
      },
    },
    {
      name: 'home sidebar, Sports List tab',
      open: async (page) => {
        await page.goto('/');
        await sidebar(page).getByRole('tab', { name: 'Sports List' }).click();
        await sidebar(page).getByRole('button', { name: 'See all sports' }).click();
        await expect(sidebar(page).getByRole('list', { name: 'Sports' })).toBeVisible();
      },
    },
  ];
}

/** The sidebar back on General, the tab the other specs start from off a market page. */
export async function sidebarBackToGeneral(page: Page): Promise<void> {
  await sidebar(page).getByRole('tab', { name: 'General' }).click();
}
