// Issue 21 §2 and §4 end to end, on an in-play tennis market of the embedded exchange (bet delay
// over 0, PASSIVE model) in one-click mode on the ladder: the cells that cross the spread are
// marked as waiting the delay and the others as passive; a passive bet goes at once and its
// receipt, opened from the unmatched bets, shows each step with its latency and no delay; a
// crossing bet's animation is sized on the delay and its receipt shows the delay served.
import { expect, test, type Locator } from '@playwright/test';
import { apiToken, currentOrders, exchangeApi, inPlayMarket } from './support/exchange';
import { signIn } from './support/sign-in';

// Wide enough for a ladder per runner and the sidebar (see trading.spec.ts).
test.use({ viewport: { width: 2100, height: 1200 } });
const ACCOUNT = 'demo';

test('receipts for one-click bets, and ladders that show which bets wait the delay', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNT);
  const call = exchangeApi(request, await apiToken(request, ACCOUNT));
  const market = await inPlayMarket(call);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);

  // One-click mode, switched on where the spec puts it: the dialog's checkbox (closed with Cancel),
  // unless the account is in one-click mode already (another spec may leave it so).
  const oneClickOn = page.getByRole('button', { name: 'One-click betting ON' });
  await expect(oneClickOn.or(page.getByRole('button', { name: 'One-click betting OFF' }))).toBeVisible();
  if (!(await oneClickOn.isVisible())) {
    await page
      .getByRole('button', { name: new RegExp(`^Back ${market.runner.name} at `) })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Confirm bet' });
    await confirm.getByLabel('Confirm bet before placing').uncheck();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(oneClickOn).toBeVisible();
  await page.getByRole('button', { name: 'Ladder', exact: true }).click();
  const ladder = page.getByRole('region', { name: market.runner.name });
  const backAt = (price: number) =>
    ladder.getByRole('button', { name: new RegExp(`^BACK at ${price}$`, 'i') });
  const priceOf = async (cell: Locator) => Number((await cell.getAttribute('aria-label'))!.split(' at ')[1]);

  // §4: a back at or under the best back price takes what is offered and waits; above it, it can
  // only rest, so it goes at once. Read from the ladder itself: in-play prices move.
  const waiting = ladder.locator('button[aria-label^="BACK at"][data-delay="wait"]');
  const resting = ladder.locator('button[aria-label^="BACK at"][data-delay="passive"]');
  await expect(waiting.first()).toBeAttached();
  await expect(resting.first()).toBeAttached();
  expect(await priceOf(resting.last())).toBeGreaterThan(await priceOf(waiting.first()));
  expect(await waiting.first().getAttribute('title')).toBe(
    `Crosses the spread: waits the ${market.betDelay} s bet delay`,
  );
  const passive = await priceOf(resting.first());

  // §2: the passive bet, then its receipt from the unmatched bets.
  await backAt(passive).click();
  await expect.poll(async () => (await currentOrders(call, market.marketId)).length).toBe(1);
  const [placed] = await currentOrders(call, market.marketId);
  await page.getByRole('button', { name: `Execution receipt of bet ${placed!.betId}` }).click();
  const receipt = page.getByRole('dialog', { name: 'Execution receipt' });
  const steps = receipt.getByRole('row');
  await expect(steps.filter({ hasText: `Clicked ${passive}` })).toContainText('0 ms');
  await expect(steps.filter({ hasText: 'Request sent' })).toContainText(/\d+ ms/);
  await expect(steps.filter({ hasText: 'Not delayed (passive bet)' })).toBeVisible();
  await expect(steps.filter({ hasText: 'Exchange acknowledged' })).toContainText(/\d+ ms\s*\d+ ms/);
  await expect(page.getByText(/^Last bet \d+ ms$/)).toBeVisible();
  await receipt.getByRole('button', { name: 'Close' }).click();

  // A crossing bet (under the best back, so it crosses even if prices move a little): the
  // animation runs for the market's delay, which its receipt shows served.
  await expect(waiting.first()).toBeAttached();
  const crossing = await priceOf(waiting.nth(Math.min(3, (await waiting.count()) - 1)));
  await backAt(crossing).click();
  await expect(page.locator('[class*="pendingBar"]')).toHaveCSS('animation-duration', `${market.betDelay}s`);
  const receipts = page.getByRole('region', { name: 'Execution receipts' });
  await receipts.getByRole('button', { name: `Receipt: Back ${market.runner.name} @ ${crossing}` }).click();
  await expect(
    receipt.getByRole('row').filter({ hasText: `In-play delay served: ${market.betDelay} s` }),
  ).toBeVisible();
  await expect(receipt.getByRole('row').filter({ hasText: 'Exchange acknowledged' })).toBeVisible();
  await receipt.getByRole('button', { name: 'Close' }).click();

  // Leave the account as found: its resting bet cancelled, confirmation on, the grid.
  await call('cancelOrders', { marketId: market.marketId });
  await page.getByRole('button', { name: 'One-click betting ON' }).click();
  await page.getByRole('button', { name: 'Grid', exact: true }).click();
});
