// The live stream panel of the sidebar's This Market tab (trading-core §2; issue 19 §3): a SUPER
// user on an in-play market whose event's broadcasts offer live video or a visualisation sees the
// panel open on Match View; Watch Live and Match Stats each load their page of the exchange's video
// player (the embedded exchange's, keyed by the market id) in the frame, and nothing breaks the
// content security policy, in the page or in the frame. Read-only: it places no bet.
import { expect, test } from '@playwright/test';
import { exchangeApi, pageToken } from './support/exchange';
import { broadcastMarket, recordFrameViolations, switchLiveStreamTabs } from './support/live-stream';
import { subscribeToSuper } from './support/premium';
import { signIn } from './support/sign-in';

/** Already made SUPER by auto-bets and global-cash-out; this spec only reads, on in-play markets. */
const SUPER_ACCOUNT = 'small';

test('the live stream panel switches tabs', async ({ page, request }) => {
  const violations = await recordFrameViolations(page);
  await signIn(page, SUPER_ACCOUNT);
  await subscribeToSuper(page, request);
  const market = await broadcastMarket(exchangeApi(request, await pageToken(page)), request);
  await switchLiveStreamTabs(page, market);
  expect(await violations()).toEqual([]);
});
