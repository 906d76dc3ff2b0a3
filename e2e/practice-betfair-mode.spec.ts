// Practice in betfair mode (issue 21 §1), on a .bz2 file: the product started with
// EXCHANGE=betfair (the standalone exchange standing in for Betfair, global-setup) practises on its
// own practice exchange, not an embedded one. 'euro' uploads through the browser a Betfair
// historical file of an NBA game bzip2-compressed (as Betfair's site serves them; the acceptance
// data has none, so it is made from the .gz in the test's output folder), backs the favourite at
// the best price offered before the tip-off, replays the game at max speed to its result and reads
// the report, in the currency Betfair told for the account. The real account never sees the bet.
import { expect, test } from '@playwright/test';
import { exchangeApi, pageToken, productAppKey, type CurrentOrder } from './support/exchange';
import { bzip2Of, playToTheEnd, practiceCalls } from './support/practice';
import { signIn } from './support/sign-in';

const MARKET_ID = '1.166811431';
/** Ten minutes before the tip-off (01:10 UTC), the book two-sided. */
const BEFORE_THE_TIP_OFF = Date.UTC(2019, 11, 29, 1, 0);

test.use({ viewport: { width: 2100, height: 1200 } });

test('practises on a .bz2 file in betfair mode: a back matched, the game replayed, the report', async ({
  page,
  request,
}, testInfo) => {
  const file = bzip2Of(`${MARKET_ID}.gz`, testInfo.outputPath(`${MARKET_ID}.bz2`));
  await signIn(page, 'euro');
  const token = await pageToken(page);
  const appKey = await productAppKey(request);
  const practice = practiceCalls(request, token, appKey);

  await page.goto('/practice');
  await page.getByLabel('Historical file').setInputFiles(file);
  await page.getByRole('button', { name: 'Open file' }).click();
  await expect(page.getByTestId('practice-market')).toContainText(
    'Cleveland Cavaliers @ Minnesota Timberwolves — Moneyline',
  );
  await practice.seek(BEFORE_THE_TIP_OFF);
  // The favourite, and the best price the book offers to back it at: a back there matches at once.
  const favourite = (await practice.runners(MARKET_ID))
    .filter((runner) => runner.ex.availableToBack.length > 0)
    .sort((a, b) => a.ex.availableToBack[0]!.price - b.ex.availableToBack[0]!.price)[0]!;
  const price = favourite.ex.availableToBack[0]!.price;

  await page.getByRole('button', { name: 'Trade on this market' }).click();
  const bar = page.getByRole('region', { name: 'Practice replay' });
  await expect(bar.getByText('PRACTICE', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ladder', exact: true }).click();
  await page
    .getByRole('region', { name: favourite.name })
    .getByRole('button', { name: new RegExp(`^BACK at ${price}$`, 'i') })
    .click();
  // Euro confirms bets here (the default: no other spec trades as euro in betfair mode).
  await page.getByRole('dialog', { name: 'Confirm bet' }).getByRole('button', { name: 'Confirm' }).click();
  await expect
    .poll(async () => (await practice.report()).bets.map((bet) => bet.matchedCents > 0))
    .toEqual([true]);

  await playToTheEnd(page, bar);

  const report = await practice.report();
  expect(report.settled).toBe(true);
  await bar.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { name: 'Practice report' })).toBeVisible();
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  await expect(page.getByTestId('practice-pnl')).toHaveText(
    `${report.pnlCents < 0 ? '-' : ''}EUR ${(Math.abs(report.pnlCents) / 100).toFixed(2)}`,
  );
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: favourite.name })
      .filter({ hasText: `at ${price}` }),
  ).toBeVisible();

  // The stand-in Betfair never had the bet; ending the session leaves practice mode.
  const real = exchangeApi(request, token, appKey);
  expect(
    (await real<{ currentOrders: CurrentOrder[] }>('listCurrentOrders', { marketIds: [MARKET_ID] }))
      .currentOrders,
  ).toEqual([]);
  await page.getByRole('button', { name: 'End practice' }).click();
  await expect(bar).toBeHidden();
});
