// Makes the signed-in user SUPER the way the product does it: its own subscription call
// (account-and-product §7 POST /users/subscriptions/, the beta plan 'BETA' for 90 days) with the
// page's token and the user's vendor id, then a reload so the app reads the premium record again.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pageToken } from './exchange';

async function vendorId(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('greenbook.session') ?? '{}') as {
          state?: { user?: { vendorId?: string } };
        }
      ).state?.user?.vendorId,
  );
}

export async function subscribeToSuper(page: Page, request: APIRequestContext): Promise<void> {
  await expect.poll(() => vendorId(page)).toBeDefined();
  const response = await request.post('/api/users/subscriptions/', {
    headers: { Authorization: `BEARER ${await pageToken(page)}` },
    data: {
      vendorID: await vendorId(page),
      userEmail: 'trader@example.com',
      subscriptionType: 'BETA',
      subscriptionLength: 90,
      allowsMarketingMessages: false,
      allowsUpdateMessages: false,
    },
  });
  expect(response.status()).toBe(201);
  await page.reload();
}
