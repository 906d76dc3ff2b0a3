// The live stream panel's browser steps (trading-core §2 This Market tab; issue 19 §3), shared by
// live-stream.spec.ts (embedded exchange) and betfair-mode.spec.ts (the standalone exchange posing
// as Betfair, its player pages reached through the product's redirect to the configured host).
import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import type { exchangeApi } from './exchange';

interface Broadcasts {
  eventId: number;
  broadcasts?: { isLiveVideoAvailable?: boolean; isDataVisualizationAvailable?: boolean };
}

export interface BroadcastMarket {
  readonly eventId: string;
  readonly marketId: string;
  readonly marketName: string;
}

/**
 * An in-play match odds market whose event offers live video or a visualisation, football first;
 * of those, the match that started last, so it is still being played while the test opens it (CI:
 * the first one listed, the oldest in play, closed in between, and the page showed not-found).
 */
async function broadcastMarketNow(
  call: ReturnType<typeof exchangeApi>,
  request: APIRequestContext,
): Promise<BroadcastMarket | undefined> {
  const catalogue = await call<
    Array<{ marketId: string; marketName: string; eventType: { id: string }; event: { id: string } }>
  >('listMarketCatalogue', {
    filter: { inPlayOnly: true, marketTypeCodes: ['MATCH_ODDS'] },
    marketProjection: ['EVENT', 'EVENT_TYPE'],
    sort: 'LAST_TO_START',
    maxResults: 100,
  });
  if (catalogue.length === 0) return undefined;
  const eventIds = [...new Set(catalogue.map((market) => market.event.id))].slice(0, 250);
  const answer = await request.get(`/inplayservice/v1/scoresAndBroadcast?eventIds=${eventIds.join(',')}`);
  const offered = new Set(
    ((await answer.json()) as Broadcasts[])
      .filter(
        ({ broadcasts }) =>
          broadcasts?.isLiveVideoAvailable === true || broadcasts?.isDataVisualizationAvailable === true,
      )
      .map(({ eventId }) => String(eventId)),
  );
  const market = catalogue
    .filter((entry) => offered.has(entry.event.id))
    .sort((a, b) => Number(b.eventType.id === '1') - Number(a.eventType.id === '1'))[0];
  return market && { eventId: market.event.id, marketId: market.marketId, marketName: market.marketName };
}

/** Waits for one: the world puts events in play as its clock runs. */
export async function broadcastMarket(
  call: ReturnType<typeof exchangeApi>,
  request: APIRequestContext,
): Promise<BroadcastMarket> {
  let market: BroadcastMarket | undefined;
  await expect
    .poll(async () => (market = await broadcastMarketNow(call, request)), { timeout: 120_000 })
    .toBeDefined();
  return market!;
}

/** Records every CSP violation any frame of the page reports; call before the first navigation. */
export async function recordFrameViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective}: ${event.blockedURI}`);
    });
  });
  // The player's pages reload themselves: what a frame reported before its last reload is gone
  // from its window, so Chromium's console report of a violation counts too.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const read = (frame: Frame) =>
    frame
      .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
      .catch(() => []); // a frame in the middle of its reload
  return async () => [...refused, ...(await Promise.all(page.frames().map(read))).flat()];
}

/**
 * Opens the market and walks the panel: Match View first (the exchange's drawing, 1.78 wide to
 * high), then Watch Live and Match Stats, each frame's page loaded (HTTP 200 at the end of any
 * redirect, not an error page).
 */
export async function switchLiveStreamTabs(page: Page, market: BroadcastMarket): Promise<void> {
  const { eventId, marketId, marketName } = market;
  const playerPages: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/GetPlayer.do' && response.status() !== 302)
      playerPages.push(response.status());
  });
  await page.goto(`/market/${eventId}/${marketId}`);
  const panel = page.getByRole('region', { name: 'Live stream' });
  await expect(panel).toBeVisible();

  await expect(panel.getByRole('tab', { name: 'Match View' })).toHaveAttribute('aria-selected', 'true');
  const frameOf = (view: string) => panel.locator(`iframe[title="${view}: ${marketName}"]`);
  const address = (tab: number) => `/GetPlayer.do?tr=${tab}&mID=${marketId}&allowPopup=false`;
  await expect(frameOf('Match View')).toHaveAttribute('src', address(2));
  const matchView = frameOf('Match View').contentFrame();
  await expect(matchView.getByRole('img', { name: /^Match view: .+ v .+/ })).toBeVisible();
  const box = (await frameOf('Match View').boundingBox())!;
  expect(Math.abs(box.width / box.height - 1.78)).toBeLessThan(0.02);

  await panel.getByRole('tab', { name: 'Watch Live' }).click();
  await expect(frameOf('Watch Live')).toHaveAttribute('src', address(1));
  await expect(frameOf('Watch Live').contentFrame().getByRole('heading', { name: / v / })).toBeVisible();
  await expect(frameOf('Match View')).toHaveCount(0);

  await panel.getByRole('tab', { name: 'Match Stats' }).click();
  await expect(frameOf('Match Stats')).toHaveAttribute('src', address(3));
  const stats = frameOf('Match Stats').contentFrame();
  await expect(stats.getByRole('table', { name: 'Match statistics' })).toBeVisible();
  await expect(stats.getByRole('rowheader', { name: 'Score' })).toBeVisible();

  expect(playerPages.length).toBeGreaterThanOrEqual(3);
  expect(playerPages.every((status) => status === 200)).toBe(true);
}
