// Closing a position from the market header (trading-core §4 'Cash out button', special
// confirmation; issue 13): back a runner, get it matched through the exchange's house trader, cash
// out through the special confirmation, and see the same profit under every runner.
import { expect, test } from '@playwright/test';
import { levelledGapBoundCents } from '@greenbook/trading';
import { currentOrders, exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { matchResting } from './support/simulator';
import { signIn } from './support/sign-in';

test('cashes out a matched back through the special confirmation and levels the book', async ({
  page,
  request,
}) => {
  await signIn(page);
  const token = await pageToken(page);
  const call = exchangeApi(request, token);
  // The second priced market: the trading spec trades the first one with the same account.
  const market = await pricedMarket(call, 1);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);

  // 1. Back the runner (default stake 2) through the confirmation dialog, and see it matched.
  await page
    .getByRole('button', { name: new RegExp(`^Back ${market.runner.name} at `) })
    .first()
    .click();
  const confirmBet = page.getByRole('dialog', { name: 'Confirm bet' });
  await confirmBet.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(async () => (await currentOrders(call, market.marketId)).length).toBe(1);
  await matchResting(request, token, market.marketId, await currentOrders(call, market.marketId));
  await expect
    .poll(async () => (await currentOrders(call, market.marketId)).every((o) => o.sizeRemaining === 0))
    .toBe(true);
  await expect(page.getByLabel(new RegExp(`^If ${market.runner.name} wins: `))).toBeVisible();

  // 2. Cash out: the special confirmation lists the closing bets and the P/L they lock in.
  const cashOut = page.getByRole('button', { name: /^Cash Out/ });
  await expect(cashOut).toBeEnabled();
  await cashOut.click();
  const dialog = page.getByRole('dialog', { name: 'Cash Out' });
  await expect(dialog.getByRole('row')).not.toHaveCount(1);
  await expect(dialog.getByTestId('closing-profit-loss')).toHaveText(/^-?\d+\.\d\d$/);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  // 3. The closing bets reach the exchange (matched at once, or by the house trader at their price).
  await expect.poll(async () => (await currentOrders(call, market.marketId)).length).toBeGreaterThan(1);
  await matchResting(request, token, market.marketId, await currentOrders(call, market.marketId));
  await expect
    .poll(async () => (await currentOrders(call, market.marketId)).every((o) => o.sizeRemaining === 0))
    .toBe(true);
  const closing = (await currentOrders(call, market.marketId)).slice(1);

  // 4. The book is level: every runner shows the same profit, within the product's guarantee for
  // cent stakes (trading closing/level-bound.ts: 1 + ⌊(two highest closing odds) / 2⌋ cents).
  const bound = levelledGapBoundCents(closing.map((order) => order.priceSize.price));
  await expect
    .poll(async () => {
      const cents = await page
        .getByLabel(/^If .+ wins: /)
        .evaluateAll((cells) =>
          cells.map((cell) => Math.round(Number(cell.getAttribute('aria-label')!.split(': ').at(-1)) * 100)),
        );
      return cents.length >= 2 && Math.max(...cents) - Math.min(...cents) <= bound;
    })
    .toBe(true);
});

test('hedges one runner and cancels its unmatched bet first when asked', async ({ page, request }) => {
  await signIn(page);
  const token = await pageToken(page);
  const call = exchangeApi(request, token);
  // A third priced market, apart from the other specs' trades.
  const market = await pricedMarket(call, 2);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  const { selectionId } = market.runner;

  // A matched back of 5 (placed and matched on the exchange), and a lay at 1.01 that rests.
  await call('placeOrders', {
    marketId: market.marketId,
    instructions: [
      {
        orderType: 'LIMIT',
        selectionId,
        side: 'BACK',
        limitOrder: { price: market.runner.bestBack, size: 5 },
      },
      { orderType: 'LIMIT', selectionId, side: 'LAY', limitOrder: { price: 1.01, size: 2 } },
    ],
  });
  const backs = (await currentOrders(call, market.marketId)).filter((o) => o.side === 'BACK');
  await matchResting(request, token, market.marketId, backs);

  // Hedge from the runner's grid row; the special confirmation offers to cancel the resting lay.
  const hedge = page.locator(`tr[data-runner="${selectionId}_0"]`).getByRole('button', { name: 'Hedge' });
  await expect(hedge).toBeEnabled();
  await hedge.click();
  const dialog = page.getByRole('dialog', { name: 'Hedge' });
  await expect(dialog.getByRole('row', { name: new RegExp(market.runner.name) })).toContainText('Lay');
  await dialog.getByRole('checkbox', { name: 'Cancel the existing unmatched bet' }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  // The lay at 1.01 is cancelled and the hedge (a lay at the best lay price) reached the exchange.
  await expect
    .poll(async () =>
      (await currentOrders(call, market.marketId))
        .filter((o) => o.side === 'LAY')
        .map((o) => (o.priceSize.price === 1.01 ? o.sizeRemaining : 'hedge')),
    )
    .toEqual([0, 'hedge']);
});
