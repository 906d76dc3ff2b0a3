// The dead-man's switch (issue 21 §3) on the embedded exchange, whose clock runs at real speed in
// these tests: a trader ('euro') turns it on with Betfair's smallest timeout (10 s) and leaves a
// resting bet; a control trader ('forint') leaves one with the switch off. Both browsers close. When
// the exchange has cancelled euro's bet — its clock passed the timeout — forint's is still there.
// A second test cuts the page's heartbeats while it stays open: the failure is shown, then, once the
// heartbeats get through again, the exchange's report that it cancelled the bets.
// Both accounts bet only on markets no other spec trades (pricedMarket skips 17 and 18), and every
// test leaves the switch off and no bets behind, so later specs start as before.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { currentOrders, exchangeApi, pageToken, pricedMarket, type PricedMarket } from './support/exchange';
import { signIn } from './support/sign-in';

const ON_ACCOUNT = 'euro';
const CONTROL_ACCOUNT = 'forint';
const HEARTBEAT = '/exchange/heartbeat/json-rpc/v1';
/** Betfair's bounds: 10 s is the smallest timeout; the poll allows the 10 s and generous slack. */
const SMALLEST_TIMEOUT = 10;
const PAST_THE_TIMEOUT = { timeout: 60_000, intervals: [1_000] };

type Call = ReturnType<typeof exchangeApi>;

async function vendorIdOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('greenbook.session') ?? '{}') as {
          state: { user: { vendorId: string } };
        }
      ).state.user.vendorId,
  );
}

/** A heartbeat the page sends with this preferred timeout. */
function heartbeatSent(page: Page, seconds: number) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith(HEARTBEAT) &&
      (request.postDataJSON() as { params?: { preferredTimeoutSeconds?: number } } | null)?.params
        ?.preferredTimeoutSeconds === seconds,
  );
}

async function openSettings(page: Page, market: PricedMarket) {
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await page.getByRole('tab', { name: /^(General|Geral)$/ }).click();
  const settings = page.getByRole('region', { name: /^(Settings|Configurações)$/ });
  const title = settings.getByRole('button').first();
  if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
  await expect(title).toHaveAttribute('aria-expanded', 'true');
  return settings.getByRole('group', { name: 'Dead-man’s switch' });
}

/** Switches it on with the smallest timeout and waits for the exchange to grant it. */
async function switchOn(page: Page, market: PricedMarket) {
  const panel = await openSettings(page, market);
  const toggle = panel.getByRole('switch', {
    name: 'Cancel my unmatched bets if this browser loses contact',
  });
  const timeout = panel.getByRole('spinbutton', { name: 'Cancel after (seconds)' });
  await timeout.fill(String(SMALLEST_TIMEOUT));
  await timeout.press('Enter');
  const first = heartbeatSent(page, SMALLEST_TIMEOUT);
  await toggle.check();
  await first;
  await expect(panel.getByRole('status')).toHaveText(
    `On: the exchange cancels after ${SMALLEST_TIMEOUT} s without contact.`,
  );
  await expect(
    page.getByRole('img', {
      name: `Dead-man’s switch on: your unmatched bets are cancelled after ${SMALLEST_TIMEOUT} s without contact`,
    }),
  ).toHaveText(`DMS ${SMALLEST_TIMEOUT}s`);
  return { panel, toggle };
}

async function signedIn(browser: Browser, account: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/** A back at 1000 (nobody lays there): it rests until cancelled. */
async function restingBack(call: Call, market: PricedMarket, size: number): Promise<string> {
  const report = await call<{ status: string; instructionReports: Array<{ betId?: string }> }>(
    'placeOrders',
    {
      marketId: market.marketId,
      instructions: [
        {
          orderType: 'LIMIT',
          selectionId: market.runner.selectionId,
          side: 'BACK',
          limitOrder: { price: 1000, size, persistenceType: 'LAPSE' },
        },
      ],
    },
  );
  expect(report.status).toBe('SUCCESS');
  return report.instructionReports[0]!.betId!;
}

const statusOf = async (call: Call, market: PricedMarket, betId: string) =>
  (await currentOrders(call, market.marketId)).find((order) => order.betId === betId)?.status ?? 'GONE';

/** The switch off in the account's stored settings, whatever the test got to. */
async function storedSwitchOff(request: APIRequestContext, token: string, vendorId: string) {
  const response = await request.put(`/api/users/${vendorId}`, {
    headers: { Authorization: `BEARER ${token}` },
    data: { vendorID: vendorId, settings: { deadMansSwitch: { enabled: false, timeoutSeconds: 60 } } },
  });
  expect(response.ok()).toBe(true);
}

test('closing the browser with the switch on cancels the bets; with it off they stay', async ({
  browser,
  request,
}) => {
  const on = await signedIn(browser, ON_ACCOUNT);
  const onToken = await pageToken(on.page);
  const onVendorId = await vendorIdOf(on.page);
  const onCall = exchangeApi(request, onToken);
  const control = await signedIn(browser, CONTROL_ACCOUNT);
  const controlCall = exchangeApi(request, await pageToken(control.page));
  const onMarket = await pricedMarket(onCall, 17);
  const controlMarket = await pricedMarket(controlCall, 18);
  try {
    // On, then off (Betfair's 0), then on again: the exchange follows each.
    const { toggle } = await switchOn(on.page, onMarket);
    const off = heartbeatSent(on.page, 0);
    await toggle.uncheck();
    await off;
    await expect(on.page.getByTestId('dead-mans-switch-indicator')).toHaveCount(0);
    const again = heartbeatSent(on.page, SMALLEST_TIMEOUT);
    await toggle.check();
    await again;
    await expect(on.page.getByTestId('dead-mans-switch-indicator')).toHaveAttribute('data-state', 'on');

    // The control trader has it off (the default): no heartbeat, no indicator.
    await control.page.goto(`/market/${controlMarket.eventId}/${controlMarket.marketId}`);
    await expect(control.page.getByRole('tab', { name: /^(General|Geral)$/ })).toBeVisible();
    await expect(control.page.getByTestId('dead-mans-switch-indicator')).toHaveCount(0);

    const onBet = await restingBack(onCall, onMarket, 2);
    const controlBet = await restingBack(controlCall, controlMarket, 1000);
    expect(await statusOf(onCall, onMarket, onBet)).toBe('EXECUTABLE');

    // Both browsers die; nothing more reaches the exchange from either.
    await on.context.close();
    await control.context.close();

    await expect
      .poll(() => statusOf(onCall, onMarket, onBet), PAST_THE_TIMEOUT)
      .toMatch(/EXECUTION_COMPLETE|GONE/);
    expect(await statusOf(controlCall, controlMarket, controlBet)).toBe('EXECUTABLE');
    await controlCall('cancelOrders', { marketId: controlMarket.marketId });
  } finally {
    await storedSwitchOff(request, onToken, onVendorId);
  }
});

test('a page that loses contact says so, and says when the exchange cancelled its bets', async ({
  page,
  request,
}) => {
  await signIn(page, ON_ACCOUNT);
  const token = await pageToken(page);
  const vendorId = await vendorIdOf(page);
  const call = exchangeApi(request, token);
  const market = await pricedMarket(call, 17);
  try {
    await switchOn(page, market);
    const bet = await restingBack(call, market, 2);

    // The header keeps the badge on a 390 px phone without scrolling sideways.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('dead-mans-switch-indicator')).toBeInViewport();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    if (size !== null) await page.setViewportSize(size);

    // The heartbeats stop reaching the exchange; the page stays open.
    await page.route(`**${HEARTBEAT}`, (route) => route.abort('internetdisconnected'));
    await expect(page.getByRole('alert').filter({ hasText: 'cannot reach the exchange' })).toContainText(
      `If contact is not back within ${SMALLEST_TIMEOUT} s, your unmatched bets are cancelled.`,
    );
    await expect(page.getByTestId('dead-mans-switch-indicator')).toHaveAttribute('data-state', 'failing');
    await expect.poll(() => statusOf(call, market, bet), PAST_THE_TIMEOUT).toMatch(/EXECUTION_COMPLETE|GONE/);

    // Contact again: the next heartbeat hears what the exchange did.
    await page.unroute(`**${HEARTBEAT}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The dead-man’s switch cancelled your unmatched bets' }),
    ).toBeVisible();
    await expect(page.getByTestId('dead-mans-switch-indicator')).toHaveAttribute('data-state', 'on');

    // Off again, as the other specs expect the account.
    const panel = page.getByRole('group', { name: 'Dead-man’s switch' });
    const off = heartbeatSent(page, 0);
    await panel
      .getByRole('switch', { name: 'Cancel my unmatched bets if this browser loses contact' })
      .uncheck();
    await off;
  } finally {
    await storedSwitchOff(request, token, vendorId);
  }
});
