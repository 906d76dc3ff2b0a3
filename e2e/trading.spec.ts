// The trader's path on a live market of the embedded exchange: a back from the grid through the
// confirmation dialog, a lay from the ladder in one-click mode that rests and is kept in play,
// another trader's back moving it to matched, an unmatched bet cancelled by clicking its amount on
// the ladder, and a stake below the minimum that ends as one bet at the requested stake and price.
import { expect, test } from '@playwright/test';
import { CLASSIC_LADDER, ticksAway } from '@greenbook/trading';
import { currentOrders, exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { houseTrade } from './support/simulator';
import { signIn } from './support/sign-in';
import {
  backFromGridConfirmed,
  layAndCancelOnLadder,
  layRestingAtBestBack,
  openLadder,
  showRunnerChart,
} from './support/trading-steps';

// Wide enough for a ladder per runner: on a narrower screen the ladders auto-selected are the
// favourites (trading-core §4), which need not include the runner this test trades.
test.use({ viewport: { width: 2100, height: 1200 } });

test('trades from the grid and the ladder', async ({ page, request }) => {
  await signIn(page);
  const call = exchangeApi(request, await pageToken(page));
  const market = await pricedMarket(call);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);

  // 1. Back at the best price from the grid, confirmed in the dialog; one-click from then on.
  await backFromGridConfirmed(page, call, market);

  // 2. A lay from the ladder in one-click mode at the best back price: it joins the queue there.
  const ladder = await openLadder(page, market);
  const top = await layRestingAtBestBack(page, ladder, call, market);
  const cancelTop = ladder.getByRole('button', { name: `Cancel unmatched bets at ${top}` });
  await expect(cancelTop).toBeVisible();

  // 2a. Keep in play on the resting lay, from its row in This Market: the exchange now persists it.
  const keepInPlay = page.getByRole('group', { name: 'Keep in play' });
  await keepInPlay.getByRole('radio', { name: 'Yes' }).check();
  await keepInPlay.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Keep in play updated.')).toBeVisible();
  // Any status: the world's own traders may match the lay at the best price once it is updated
  // (ci6 failed here with the lay already matched, and kept, by then).
  await expect
    .poll(async () =>
      (await currentOrders(call, market.marketId)).some(
        (o) => o.side === 'LAY' && o.priceSize.price === top && o.persistenceType === 'PERSIST',
      ),
    )
    .toBe(true);

  // 2b. Another trader — the exchange's house trader, whose funds never run out (the euro account's
  // 2,000 EUR could not back what some markets queue there: INSUFFICIENT_FUNDS at 3,776 EUR) — backs
  // everything queued at that price or better: the lay moves from unmatched to matched.
  await houseTrade(request, await pageToken(page), {
    marketId: market.marketId,
    selectionId: market.runner.selectionId,
    side: 'BACK',
    price: top,
  });
  // The exchange's side first, then the ladder's: a failure says which of the two lagged.
  await expect
    .poll(async () =>
      (await currentOrders(call, market.marketId)).some(
        (o) => o.side === 'LAY' && o.priceSize.price === top && o.sizeMatched > 0,
      ),
    )
    .toBe(true);
  await expect(cancelTop).toBeHidden();

  // 3. A lay three ticks under the best back rests, and is cancelled by clicking its amount.
  const restPrice = ticksAway(CLASSIC_LADDER, top, -3)!;
  await layAndCancelOnLadder(ladder, call, market, restPrice);

  // 4. A stake below the minimum (GBP 1): one bet at the requested stake and price.
  const stake = page.getByRole('spinbutton', { name: 'Stake', exact: true }).first();
  await stake.fill('0.5');
  await stake.blur();
  await ladder.getByRole('button', { name: new RegExp(`^LAY at ${restPrice}$`, 'i') }).click();
  // Resting, or matched already if the world's traders moved the market three ticks meanwhile: one
  // bet of 0.5 at that price, and nothing else left unmatched (the 1.01 step's bet is gone).
  await expect
    .poll(async () => {
      const orders = await currentOrders(call, market.marketId);
      return {
        atRestPrice: orders
          .filter((o) => o.side === 'LAY' && o.priceSize.price === restPrice)
          .map((o) => o.sizeMatched + o.sizeRemaining)
          .filter((size) => size > 0), // step 3's lay, if still listed, was cancelled whole
        otherUnmatched: orders
          .filter((o) => o.status === 'EXECUTABLE' && o.priceSize.price !== restPrice)
          .map((o) => [o.side, o.priceSize.price, o.sizeRemaining]),
      };
    })
    .toEqual({ atRestPrice: [0.5], otherUnmatched: [] });

  // 5. The runner's price/volume chart in the sidebar, from the ladder's chart button: the image the
  // exchange's chart path serves loads (its traded volume includes this test's matched lay).
  await showRunnerChart(page, ladder, market);
});
