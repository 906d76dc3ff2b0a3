// What both screenshot scripts (README and user guide) do the same way: their window sizes, and a
// market opened in a view with its prices live, on the desktop or on a 390 px phone.
import { expect, type Browser, type Page } from '@playwright/test';
import type { PricedMarket } from '../support/exchange';
import { signIn } from '../support/sign-in';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function openMarket(page: Page, market: PricedMarket, view: 'Grid' | 'Ladder'): Promise<void> {
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await expect(page.getByText('Prices: live')).toBeVisible();
  const viewButton = page.getByRole('button', { name: view, exact: true });
  await viewButton.click();
  await expect(viewButton).toHaveAttribute('aria-pressed', 'true');
  const prices = page.getByRole('button', { name: view === 'Grid' ? /^(Back|Lay) .+ at / : /^LAY at /i });
  await expect(prices.first()).toBeVisible();
}

/** The market on a 390 px phone (twice the pixels, as a phone draws it), signed in on its own. */
export async function phoneMarket(browser: Browser, market: PricedMarket): Promise<Buffer> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await signIn(page);
    await openMarket(page, market, 'Grid');
    return await page.screenshot();
  } finally {
    await context.close();
  }
}
