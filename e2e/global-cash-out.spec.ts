// Global cash out from the header (trading-core §4 'Cash out button', special confirmation; issue
// 13): a SUPER user with matched backs on two markets, neither on screen, closes both in one
// confirmation and is left flat on each; a free user gets the upgrade modal instead.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { computeMarketCashout, levelledGapBoundCents, runnerKey, toHundredths } from '@greenbook/trading';
import { currentOrders, exchangeApi, pageToken, pricedMarket, type PricedMarket } from './support/exchange';
import { matchResting, settleNow } from './support/simulator';
import { subscribeToSuper } from './support/premium';
import { signIn } from './support/sign-in';

/**
 * A GBP account with a small balance (the bets stay small). auto-bets.spec trades with it too, on
 * markets of the same range, so this spec picks markets where the account has no bets yet.
 * GBP because the exchange keeps its books in pence: another currency's amounts are converted and
 * rounded to the penny, which no stake the product sends can level.
 */
const SUPER_ACCOUNT = 'small';
const BACK_STAKE = 3;
/** An account no other spec makes SUPER; it places no bet. */
const FREE_ACCOUNT = 'forint';

type Call = ReturnType<typeof exchangeApi>;

/**
 * How far apart, in cents, the market's outcomes are, from the matched bets the exchange reports
 * (size matched at the average price matched, per order), and the product's bound for the closing
 * bets (every order after the first). The exchange's own P&L report rounds each fill's profit to
 * the penny, which would add pennies no stake can control, hence the orders.
 */
async function levelGap(call: Call, marketId: string): Promise<{ gap: number; bound: number }> {
  const orders = await currentOrders(call, marketId);
  const [catalogue] = await call<Array<{ runners: Array<{ selectionId: number }> }>>('listMarketCatalogue', {
    filter: { marketIds: [marketId] },
    marketProjection: ['RUNNER_DESCRIPTION'],
    maxResults: 1,
  });
  const outcomes = (catalogue?.runners ?? []).map(({ selectionId }) =>
    toHundredths(
      orders.reduce((sum, order) => {
        const sign = order.side === 'BACK' ? 1 : -1;
        const won = order.selectionId === selectionId;
        return sum + sign * (won ? order.sizeMatched * (order.averagePriceMatched - 1) : -order.sizeMatched);
      }, 0),
    ),
  );
  return {
    gap: outcomes.length < 2 ? Number.POSITIVE_INFINITY : Math.max(...outcomes) - Math.min(...outcomes),
    bound: levelledGapBoundCents(orders.slice(1).map((order) => order.priceSize.price)),
  };
}

/**
 * Whether the product would close a matched back of BACK_STAKE at the runner's best back with one
 * lay of that runner, at the market's prices now (the cash out's own plan, trading closing/). With
 * a wide spread on the runner it backs the other runners instead, and unmatched backs count against
 * the account's £10 loss limit until they match: with two markets closing at once, the exchange
 * refused one market's backs 'Loss limit exceed' (CI at 09:18) and that market stayed open.
 */
async function closesWithOneLay(call: Call, market: PricedMarket): Promise<boolean> {
  const [book] = await call<
    Array<{
      runners: Array<{
        selectionId: number;
        handicap?: number;
        ex: { availableToBack: Array<{ price: number }>; availableToLay: Array<{ price: number }> };
      }>;
    }>
  >('listMarketBook', { marketIds: [market.marketId], priceProjection: { priceData: ['EX_BEST_OFFERS'] } });
  const ours = runnerKey(market.runner.selectionId);
  const plan = computeMarketCashout({
    marketId: market.marketId,
    status: 'OPEN',
    numberOfWinners: 1,
    betDelay: 0,
    runners: (book?.runners ?? []).map((runner) => {
      const key = runnerKey(runner.selectionId, runner.handicap ?? 0);
      return {
        runnerId: key,
        bestBackOdd: runner.ex.availableToBack[0]?.price,
        bestLayOdd: runner.ex.availableToLay[0]?.price,
        ...(key === ours
          ? { orders: { matchedBacks: [[market.runner.bestBack, BACK_STAKE] as const] } }
          : {}),
      };
    }),
  });
  const bets = plan.ok ? plan.value.runnerWithBets : [];
  return bets.length === 1 && bets[0]!.runnerId === ours && bets[0]!.side === 'LAY';
}

/**
 * Priced markets (from the `skip`th on) where the account has no bets yet (each counts its own) and
 * a back on the runner would be closed with one lay.
 */
async function marketsWithoutBets(call: Call, count: number, skip: number): Promise<PricedMarket[]> {
  const markets: PricedMarket[] = [];
  for (let index = skip; markets.length < count && index < skip + 12; index += 1) {
    const market = await pricedMarket(call, index);
    if (markets.some((chosen) => chosen.marketId === market.marketId)) continue;
    if ((await currentOrders(call, market.marketId)).length > 0) continue;
    if (await closesWithOneLay(call, market)) markets.push(market);
  }
  if (markets.length < count) throw new Error(`only ${markets.length} priced markets to close with one lay`);
  return markets;
}

/**
 * Leaves the account without bets: auto-bets.spec (the same account, run earlier) leaves matched
 * positions and resting stop bets, and the account's £10 loss limit counts their exposure. With
 * them, this spec's closing bets were refused 'Loss limit exceed' (a closing back on another runner
 * adds exposure until it matches), and the dialog listed auto-bets' markets instead of this spec's
 * (CI, and a run with the clock set to the CI run's hour). Resting bets are cancelled and every
 * market with a matched bet is settled now, its winner a runner the account bet on.
 */
async function startFlat(request: APIRequestContext, token: string, call: Call): Promise<void> {
  await call('cancelOrders', {});
  const { currentOrders: left } = await call<{
    currentOrders: Array<{ marketId: string; selectionId: number }>;
  }>('listCurrentOrders', {});
  const winners = new Map(left.map((order) => [order.marketId, order.selectionId]));
  for (const [marketId, winner] of winners) await settleNow(request, token, marketId, winner);
}

test('a SUPER user cashes out two markets at once and ends flat on both', async ({ page, request }) => {
  await signIn(page, SUPER_ACCOUNT);
  await subscribeToSuper(page, request);
  const token = await pageToken(page);
  const call = exchangeApi(request, token);
  await startFlat(request, token, call);
  // Two priced markets apart from the ones most specs trade (they skip 0 to 2), without bets.
  const markets = await marketsWithoutBets(call, 2, 3);

  // 1. A matched back on each market, placed and matched on the exchange.
  for (const market of markets) {
    const placed = await call<{ status: string; errorCode?: string }>('placeOrders', {
      marketId: market.marketId,
      instructions: [
        {
          orderType: 'LIMIT',
          selectionId: market.runner.selectionId,
          side: 'BACK',
          limitOrder: { price: market.runner.bestBack, size: BACK_STAKE, persistenceType: 'LAPSE' },
        },
      ],
    });
    expect(placed, `the setup's back on ${market.marketId}`).toMatchObject({ status: 'SUCCESS' });
    await matchResting(request, token, market.marketId, await currentOrders(call, market.marketId));
    expect(
      (await currentOrders(call, market.marketId)).map((order) => order.sizeRemaining),
      `the setup's back on ${market.marketId} is matched`,
    ).toEqual([0]);
  }

  // 2. From the home page (no market on screen), the global cash out lists both markets' bets.
  await page.goto('/');
  const globalCashOut = page.getByRole('button', { name: 'Global Cash Out' });
  const dialog = page.getByRole('dialog', { name: 'Global Cash Out' });
  // The markets' images reach the browser through the matched-bets subscription; until then a
  // market is not priced and the dialog would leave it out, so wait for both tables.
  let answered = '';
  const tablesShown = async () => {
    await globalCashOut.click();
    const opened = await dialog.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false, // nothing priced yet: a toast answers instead of the dialog
    );
    if (!opened) answered = (await page.getByRole('alert').allTextContents()).join(' | ');
    const tables = opened ? await dialog.getByRole('table').count() : 0;
    if (opened && tables < 2) await dialog.getByRole('button', { name: 'Cancel' }).click();
    return tables;
  };
  await expect
    .poll(tablesShown)
    .toBeGreaterThanOrEqual(2)
    .catch((error: unknown) => {
      throw new Error(`no dialog with both markets; the page answered: ${answered || 'nothing'}`, {
        cause: error,
      });
    });
  await expect(dialog.getByTestId('closing-profit-loss')).toHaveText(/^-?\d+\.\d\d$/);
  // The setup's own bets, so that step 3 waits for the closing bets and not for any bet.
  const setupBets = new Set(
    (await Promise.all(markets.map((market) => currentOrders(call, market.marketId))))
      .flat()
      .map((o) => o.betId),
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  // 3. Each market gets its closing bets once; the house trader matches any that rest.
  for (const market of markets) {
    await expect
      .poll(async () => (await currentOrders(call, market.marketId)).some((o) => !setupBets.has(o.betId)))
      .toBe(true);
    await matchResting(request, token, market.marketId, await currentOrders(call, market.marketId));
    await expect
      .poll(async () => (await currentOrders(call, market.marketId)).every((o) => o.sizeRemaining === 0))
      .toBe(true);
  }

  // 4. Flat on both, as the exchange reports the matched bets: every outcome within the product's
  // guarantee (trading closing/level-bound.ts: 1 + ⌊(two highest closing odds) / 2⌋ cents).
  for (const market of markets) {
    const { gap, bound } = await levelGap(call, market.marketId);
    expect(gap).toBeLessThanOrEqual(bound);
  }
});

test('a free user gets the upgrade modal, with the sidebar hidden first on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, FREE_ACCOUNT);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)), 3);
  await page.goto(`/market/${market.eventId}/${market.marketId}`);
  await expect(page.getByRole('button', { name: 'Hide the sidebar' })).toBeVisible();

  await page.getByRole('button', { name: 'Global Cash Out' }).click();
  const upsell = page.getByRole('dialog', { name: 'A SUPER feature' });
  await expect(upsell).toContainText('Global cash out');
  // The open modal hides the page from the accessibility tree, hence includeHidden.
  await expect(page.getByRole('button', { name: 'Show the sidebar', includeHidden: true })).toBeAttached();
  await upsell.getByRole('link', { name: 'Upgrade to SUPER' }).click();
  await expect(page).toHaveURL(/\/store$/);
});
