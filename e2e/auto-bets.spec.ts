// Tick Offset and Stop Loss end to end (trading-core §4 'Auto bet lifecycle'; issue 13 §2): a SUPER
// user backs a runner with a 2-tick Stop Loss, the exchange's house trader matches the back and
// then moves the market against it, and the scheduler — at the app root, after a reload and with
// the trader on another page — sends the stop bet (seen on the exchange) and says so in a toast.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CLASSIC_LADDER, DEFAULT_USER_SETTINGS, ticksAway } from '@greenbook/trading';
import { currentOrders, exchangeApi, pageToken, pricedMarket, type PricedMarket } from './support/exchange';
import { houseTrade } from './support/simulator';
import { signIn } from './support/sign-in';

/** An account no other spec uses (GBP, a small balance): its premium and auto options touch no one. */
const ACCOUNT = 'small';

async function sessionVendorId(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('greenbook.session') ?? '{}') as {
          state: { user: { vendorId: string } };
        }
      ).state.user.vendorId,
  );
}

/** Makes the user SUPER through the product's beta upgrade (account-and-product §7 subscriptions). */
async function makeSuper(request: APIRequestContext, token: string, vendorId: string): Promise<void> {
  const response = await request.post('/api/users/subscriptions/', {
    headers: { Authorization: `BEARER ${token}` },
    data: {
      vendorID: vendorId,
      userEmail: 'small-trader@example.com',
      subscriptionType: 'BETA',
      subscriptionLength: 90,
      allowsMarketingMessages: false,
      allowsUpdateMessages: false,
    },
  });
  expect(response.status()).toBe(201);
}

/** Leaves the account's auto options off for the specs after this one. */
async function autoOptionsOff(request: APIRequestContext, token: string, vendorId: string): Promise<void> {
  const response = await request.put(`/api/users/${vendorId}`, {
    headers: { Authorization: `BEARER ${token}` },
    data: { vendorID: vendorId, settings: { autoOptions: DEFAULT_USER_SETTINGS.autoOptions } },
  });
  expect(response.ok()).toBe(true);
}

/** What backers offer on the market's runner at `price` or less (what a lay up to it takes). */
async function offeredToLayUpTo(
  call: ReturnType<typeof exchangeApi>,
  market: PricedMarket,
  price: number,
): Promise<number> {
  const [book] = await call<
    Array<{
      runners: Array<{ selectionId: number; ex: { availableToLay: Array<{ price: number; size: number }> } }>;
    }>
  >('listMarketBook', { marketIds: [market.marketId], priceProjection: { priceData: ['EX_ALL_OFFERS'] } });
  const runner = book!.runners.find((entry) => entry.selectionId === market.runner.selectionId)!;
  const offered = runner.ex.availableToLay
    .filter((level) => level.price <= price)
    .reduce((sum, level) => sum + level.size, 0);
  return Math.ceil(offered) + 5;
}

/**
 * A priced market (pricedMarket passes over those where this account has bets, so each test counts
 * only its own) whose first runner's best lay is under two ticks above its best back: a stop loss 2
 * ticks above the back must wait for the market to move. Its off is over 4 hours away, where the
 * world's makers requote every 15 minutes (every 30-60 s in the last 3 hours, with a spread of 1
 * or 2 ticks drawn anew each time: CI once saw the stop fire on its own before the test looked).
 */
async function narrowMarket(call: ReturnType<typeof exchangeApi>): Promise<PricedMarket> {
  for (let skip = 0; skip < 10; skip += 1) {
    const market = await pricedMarket(call, skip, { startsInMinutes: 4 * 60 + 10 });
    const stop = ticksAway(CLASSIC_LADDER, market.runner.bestBack, 2);
    if (stop !== undefined && market.runner.bestLay < stop) return market;
  }
  throw new Error('no market with a spread under two ticks');
}

interface ScheduledStopLoss {
  readonly call: ReturnType<typeof exchangeApi>;
  readonly market: PricedMarket;
  readonly stopOdd: number;
}

/**
 * Steps 1-3 of both tests: a SUPER user on a narrow market backs its first runner with a 2-tick
 * Stop Loss, the house trader matches the back, and the stop loss waits in 'Your scheduled auto
 * bets'. The caller turns the auto options off again (autoOptionsOff).
 */
async function scheduleStopLoss(
  page: Page,
  request: APIRequestContext,
  token: string,
): Promise<ScheduledStopLoss> {
  const call = exchangeApi(request, token);
  const market = await narrowMarket(call);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);

  // 1. Stop Loss on, 2 ticks (SUPER: the switch is enabled once the subscription is read).
  await page.getByRole('button', { name: /^Auto Options/ }).click();
  const stopLoss = page.getByRole('switch', { name: 'Stop Loss' });
  await expect(stopLoss).toBeEnabled();
  await stopLoss.check();
  await page.getByRole('spinbutton', { name: 'Stop Loss ticks' }).fill('2');

  // 2. Back the runner at its best back price (the grid's innermost back cell: the stop loss is
  // counted from the bet's own odd) through the dialog, which shows the stop loss with the bet.
  await page
    .locator(`tr[data-runner="${market.runner.selectionId}_0"]`)
    .getByRole('button', { name: new RegExp(`^Back ${market.runner.name} at `) })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm bet' });
  await expect(dialog).toContainText('Stop loss: 2 ticks');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(async () => (await currentOrders(call, market.marketId)).length).toBe(1);
  const [back] = await currentOrders(call, market.marketId);
  if (back!.sizeRemaining > 0) {
    await houseTrade(request, token, {
      marketId: market.marketId,
      selectionId: market.runner.selectionId,
      side: 'LAY',
      price: back!.priceSize.price,
    });
  }
  await expect.poll(async () => (await currentOrders(call, market.marketId))[0]?.sizeRemaining).toBe(0);

  // 3. The matched back's stop loss waits in 'Your scheduled auto bets': a lay 2 ticks above.
  const scheduled = page
    .getByRole('region', { name: 'Your scheduled auto bets' })
    .getByRole('listitem')
    .filter({ hasText: 'Stop Loss' });
  await expect(scheduled).toContainText('stake 2.00');
  const stopOdd = Number(/@ ([\d.]+)/.exec((await scheduled.textContent()) ?? '')?.[1]);
  expect(stopOdd).toBeGreaterThan(back!.priceSize.price);
  return { call, market, stopOdd };
}

/** Signs in as the spec's account made SUPER, runs `steps`, then leaves its auto options off. */
async function asSuperUser(
  page: Page,
  request: APIRequestContext,
  steps: (token: string) => Promise<void>,
): Promise<void> {
  await signIn(page, ACCOUNT);
  const token = await pageToken(page);
  const vendorId = await sessionVendorId(page);
  await makeSuper(request, token, vendorId);
  try {
    await steps(token);
  } finally {
    await autoOptionsOff(request, token, vendorId);
  }
}

test('a back with a 2-tick Stop Loss sends its stop bet when the market moves against it', async ({
  page,
  request,
}) => {
  await asSuperUser(page, request, async (token) => {
    const { call, market, stopOdd } = await scheduleStopLoss(page, request, token);

    // 4. A reload re-reads the schedule; the trader goes home, away from the market screen.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Your scheduled auto bets' }).getByRole('listitem'),
    ).toHaveCount(1);
    await page.getByRole('link', { name: 'Greenbook home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // 5. The house trader lays everything offered up to the stop's odd, and no more (a bigger
    // trade would leave the world's market makers with a position the later specs would feel):
    // the best lay price moves past the stop's odd.
    await houseTrade(request, token, {
      marketId: market.marketId,
      selectionId: market.runner.selectionId,
      side: 'LAY',
      price: stopOdd,
      size: await offeredToLayUpTo(call, market, stopOdd),
    });

    // 6. The stop bet reaches the exchange once, with the toast.
    await expect(page.getByText('An auto-bet was sent to the exchange.')).toBeVisible();
    const stops = (await currentOrders(call, market.marketId)).filter((order) => order.side === 'LAY');
    expect(stops.map((order) => [order.priceSize.price, order.priceSize.size])).toEqual([[stopOdd, 2]]);
  });
});

test("the General tab lists every market's scheduled auto bets and cancels one there", async ({
  page,
  request,
}) => {
  await asSuperUser(page, request, async (token) => {
    const { call, market } = await scheduleStopLoss(page, request, token);

    // The General tab (a tab of the sidebar, reached with the keyboard) lists it under its market.
    await page.getByRole('tab', { name: 'This Market' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    const all = page.getByRole('region', { name: 'All scheduled auto bets' });
    const stop = all.getByRole('listitem').filter({ hasText: 'Stop Loss' });
    await expect(stop).toHaveCount(1);
    await expect(stop).toContainText(market.runner.name);

    // Cancelled there: it leaves the schedule, and no stop bet ever reaches the exchange.
    await stop.getByRole('button', { name: /^Cancel auto bet / }).click();
    await expect(all.getByText('you have no scheduled auto bets')).toBeVisible();
    await page.getByRole('tab', { name: 'This Market' }).click();
    await expect(
      page.getByRole('region', { name: 'Your scheduled auto bets' }).getByRole('listitem'),
    ).toHaveCount(0);
    const lays = (await currentOrders(call, market.marketId)).filter((order) => order.side === 'LAY');
    expect(lays).toEqual([]);
  });
});
