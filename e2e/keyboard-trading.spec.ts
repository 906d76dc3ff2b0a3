// Issue 21 §5: one whole trade with the keyboard alone. After signing in and opening a market, no
// mouse: the grid (V if another spec left the ladder), a runner (→), a stake preset (2), the price
// stepped up (↑ × 5, so the back rests unmatched), B (Enter confirms the dialog if the
// account asks for one), the bet on the exchange at that stake and price, and once the page shows
// it, Shift+C cancelling it; then
// Ctrl+K and a market opened by search.
import { expect, test, type Page } from '@playwright/test';
import { CLASSIC_LADDER, tickDistance } from '@greenbook/trading';
import { currentOrders, exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { signIn } from './support/sign-in';

const TICKS_UP = 5;

async function useGrid(page: Page): Promise<void> {
  const grid = page.getByRole('button', { name: 'Grid', exact: true });
  await expect(grid).toBeVisible();
  if ((await grid.getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('v');
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
}

test('trades with the keyboard alone and opens a market from the palette', async ({ page, request }) => {
  await signIn(page);
  const call = exchangeApi(request, await pageToken(page));
  const market = await pricedMarket(call, 19);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await useGrid(page);
  // The runners come with the market's first image from the stream.
  await expect(page.locator('tr[data-runner]').first()).toBeVisible();

  // → selects the first runner of the grid: its row is marked, and so are its best prices.
  await page.keyboard.press('ArrowRight');
  const row = page.locator('tr[data-keyboard-selected="true"]');
  await expect(row).toHaveCount(1);
  const runnerName = (await row.getAttribute('data-runner'))!;
  const selectionId = Number(runnerName.split('_')[0]);
  await expect(row.locator('td[data-side="BACK"][data-keyboard-target="true"]')).toHaveCount(1);

  // 2 picks the second stake preset. The preset names its key in aria-keyshortcuts and in its
  // tooltip, shown when the keyboard reaches it (focus, then back to the page for the next keys).
  await page.keyboard.press('2');
  const preset = page.getByRole('group', { name: 'Preset stakes' }).getByRole('button').nth(1);
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect(preset).toHaveAttribute('aria-keyshortcuts', '2');
  await preset.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Shortcut: 2');
  await preset.blur();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const stake = Number(await preset.textContent());

  // ↑ five times: the back goes five ticks above the best back, where nothing lays, and rests.
  for (let step = 0; step < TICKS_UP; step += 1) await page.keyboard.press('ArrowUp');
  const bestBack = Number(
    await row.locator('td[data-side="BACK"][data-best="true"] span').first().textContent(),
  );
  await page.keyboard.press('b');
  const dialog = page.getByRole('dialog', { name: 'Confirm bet' });
  const placed = async () =>
    (await currentOrders(call, market.marketId)).filter(
      (order) => order.selectionId === selectionId && order.side === 'BACK' && order.status === 'EXECUTABLE',
    );
  // The account may ask for a confirmation (another spec turns it off): it opens on Confirm, so
  // Enter places the bet.
  await expect
    .poll(async () => (await dialog.isVisible()) || (await placed()).length > 0, { intervals: [100] })
    .toBe(true);
  if (await dialog.isVisible()) {
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await placed()).length).toBe(1);
  const [order] = await placed();
  expect(order!.priceSize.size).toBe(stake);
  // The best back may move between reading it and the key press: within a tick of five above it.
  expect(
    Math.abs(tickDistance(CLASSIC_LADDER, bestBack, order!.priceSize.price)! - TICKS_UP),
  ).toBeLessThanOrEqual(1);

  // Shift+C cancels every unmatched bet of the market the page knows of: as a trader would, wait
  // until the order stream has brought the bet to the page (its row in This Market) first.
  await expect(page.getByRole('button', { name: `Cancel bet ${order!.betId}` })).toBeVisible();
  await page.keyboard.press('Shift+C');
  await expect.poll(async () => (await placed()).length).toBe(0);

  // Ctrl+K, the other market's event name, Enter: that market opens.
  const other = await pricedMarket(call, 0);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Commands' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox', { name: 'Command or market' })).toBeFocused();
  await page.keyboard.type(other.eventName);
  await expect(
    palette.getByRole('option', { name: new RegExp(`^Open ${other.eventName} — `) }).first(),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/market/${other.eventId}/`));
  await expect(page.getByRole('main')).toContainText(other.eventName.split(' v ')[0]!);
});
