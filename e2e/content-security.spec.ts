// The product's content security policy (apps/server/src/http/hardening.ts) holds with nothing
// blocked on the landing page and the market page: no violation reaches the page, so the DevTools
// Issues panel stays empty (Lighthouse best practices, inspector-issues). Zod's probe for eval
// was one (apps/web/src/lib/validation/no-eval-schemas.ts).
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { signIn } from './support/sign-in';

/** Every violation the page reports from now on, as 'directive: blocked address'. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective}: ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the landing page and a market page break no rule of the content security policy', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'login for free' }).first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await signIn(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await expect(page.getByText('Prices: live')).toBeVisible();
  expect(await violations()).toEqual([]);
});
