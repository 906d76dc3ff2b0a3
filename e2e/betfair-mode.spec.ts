// The same trader's path with EXCHANGE=betfair: the product is pointed by configuration alone
// (URLs, its own app key, vendor id and secret, the stream's CA) at the standalone exchange running
// on its own ports as if it were Betfair (global-setup). Sign-in goes through that exchange's
// sign-on page, the page's API-NG calls are forwarded by the product, live prices come over the
// verified TLS stream bridge, and a bet is placed and cancelled. As a SUPER user the live stream
// panel then frames the exchange's video player pages, through the product's redirect to the
// configured video host, within the product's content security policy.
import { expect, test } from '@playwright/test';
import { CLASSIC_LADDER, ticksAway } from '@greenbook/trading';
import { APP_KEY, bestPrices, exchangeApi, pageToken, pricedMarket, productAppKey } from './support/exchange';
import { broadcastMarket, recordFrameViolations, switchLiveStreamTabs } from './support/live-stream';
import { subscribeToSuper } from './support/premium';
import { signIn } from './support/sign-in';
import {
  backFromGridConfirmed,
  layAndCancelOnLadder,
  openLadder,
  showRunnerChart,
} from './support/trading-steps';

test.use({ viewport: { width: 2100, height: 1200 } });

test('trades against a Betfair-compatible exchange in betfair mode', async ({ page, request }) => {
  // The product's own app key, not the embedded exchange's default: the exchange refuses that one.
  const appKey = await productAppKey(request);
  expect(appKey).not.toBe(APP_KEY);

  await signIn(page);
  // Home lists the exchange's markets.
  await expect(page.locator('a[href^="/market/"]').first()).toBeVisible({ timeout: 20_000 });

  const call = exchangeApi(request, await pageToken(page), appKey);
  const market = await pricedMarket(call);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  // Live prices over the stream: the grid offers the runner at a price.
  await expect(
    page.getByRole('button', { name: new RegExp(`^Back ${market.runner.name} at \\d`) }).first(),
  ).toBeVisible();

  await backFromGridConfirmed(page, call, market);
  const ladder = await openLadder(page, market);
  // Under the best back of now, so the lay rests to be cancelled (pre-off prices drift).
  const { bestBack = market.runner.bestBack } = await bestPrices(
    call,
    market.marketId,
    market.runner.selectionId,
  );
  await layAndCancelOnLadder(ladder, call, market, ticksAway(CLASSIC_LADDER, bestBack, -3)!);
  await showRunnerChart(page, ladder, market);

  const violations = await recordFrameViolations(page);
  await subscribeToSuper(page, request);
  await switchLiveStreamTabs(page, await broadcastMarket(call, request));
  expect(await violations()).toEqual([]);
});
