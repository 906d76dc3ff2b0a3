// Steps of the trader's path on a market screen, shared by the embedded-mode trading spec and the
// betfair-mode spec (the same scenario against the exchange standing in for Betfair).
import { expect, type Locator, type Page } from '@playwright/test';
import {
  bestPrices,
  currentOrders,
  type CurrentOrder,
  type exchangeApi,
  type PricedMarket,
} from './exchange';

type Call = ReturnType<typeof exchangeApi>;

/** Backs at the best price from the grid, confirmed in the dialog (one-click from then on); matched. */
export async function backFromGridConfirmed(page: Page, call: Call, market: PricedMarket): Promise<void> {
  // The Grid/Ladder choice is saved with the account, so another spec may have left the ladder.
  const grid = page.getByRole('button', { name: 'Grid', exact: true });
  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('button', { name: new RegExp(`^Back ${market.runner.name} at `) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm bet' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Confirm bet before placing').uncheck();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect
    .poll(
      async () =>
        (await currentOrders(call, market.marketId)).filter((o) => o.side === 'BACK' && o.sizeMatched > 0)
          .length,
    )
    .toBe(1);
}

/** Switches the market screen to the ladder view; answers the runner's ladder. */
export async function openLadder(page: Page, market: PricedMarket): Promise<Locator> {
  await page.getByRole('button', { name: 'Ladder', exact: true }).click();
  return page.getByRole('region', { name: market.runner.name });
}

/**
 * A one-click lay from the ladder at the runner's best back price, which joins the queue there;
 * answers that price. The world's traders re-quote every 30 s before the off, so the price is read
 * afresh for each try, and a lay the re-quoted book matched at once (CI: the lay at the best back
 * of the market as first read was matched, never resting) is followed by another at the new best back.
 */
export async function layRestingAtBestBack(
  page: Page,
  ladder: Locator,
  call: Call,
  market: PricedMarket,
): Promise<number> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const { bestBack } = await bestPrices(call, market.marketId, market.runner.selectionId);
    if (bestBack === undefined) throw new Error(`${market.runner.name} has no back price`);
    await ladder.getByRole('button', { name: new RegExp(`^LAY at ${bestBack}$`, 'i') }).click();
    // The ladder's confirmation popup tells what became of the bet.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `LAY ${market.runner.name} @ ${bestBack}` })
        .first(),
    ).toContainText('Bet placed');
    // The exchange's side: the new lay is resting, or the re-quoted book matched it at once.
    let orders: CurrentOrder[] = [];
    await expect
      .poll(async () => {
        orders = (await currentOrders(call, market.marketId)).filter((o) => o.side === 'LAY');
        return orders.length;
      })
      .toBe(attempt);
    if (orders.some((o) => o.status === 'EXECUTABLE' && o.priceSize.price === bestBack)) return bestBack;
  }
  throw new Error('three lays at the best back were matched at once');
}

/** A one-click lay at a price under the best back rests, and is cancelled by clicking its amount. */
export async function layAndCancelOnLadder(
  ladder: Locator,
  call: Call,
  market: PricedMarket,
  price: number,
): Promise<void> {
  await ladder.getByRole('button', { name: new RegExp(`^LAY at ${price}$`, 'i') }).click();
  const cancel = ladder.getByRole('button', { name: `Cancel unmatched bets at ${price}` });
  await expect(cancel).toBeVisible();
  await cancel.click();
  await expect
    .poll(async () =>
      (await currentOrders(call, market.marketId)).some((o) => o.side === 'LAY' && o.status === 'EXECUTABLE'),
    )
    .toBe(false);
}

/** The runner's price/volume chart in the sidebar, from the ladder's chart button: the image loads. */
export async function showRunnerChart(page: Page, ladder: Locator, market: PricedMarket): Promise<void> {
  await ladder.getByRole('button', { name: `Show ${market.runner.name} in the sidebar chart` }).click();
  const chart = page.getByRole('img', { name: `Price and volume chart of ${market.runner.name}` });
  await expect(chart).toBeVisible();
  await expect.poll(() => chart.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(350);
}
