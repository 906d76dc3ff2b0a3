// Practice on a real recorded market (issue 21 §1): a trader ('pedro', BRL; no other spec
// practises) opens Betfair's PRO file of a race on /practice, trades it in the real market screen
// in practice mode — a back on the ladder at the best price offered to layers, which joins the back
// of that price's queue —, plays the replay at max speed, and reads the report: the bet filled
// only after the recorded volume ahead of it traded, the race settled, the P&L chart. The real
// account never sees the bet. The session is ended at the end, so nothing is left behind.
import { expect, test } from '@playwright/test';
import { exchangeApi, pageToken, type CurrentOrder } from './support/exchange';
import { HISTORICAL_DIR, playToTheEnd, practiceCalls } from './support/practice';
import { signIn } from './support/sign-in';

const PRO_FILE = `${HISTORICAL_DIR}PRO-1.206064380.gz`;
/** Ten minutes before the off (04:30 UTC): the book is deep (a day earlier it is nearly empty). */
const BEFORE_THE_OFF = Date.UTC(2022, 10, 7, 4, 20);

test.use({ viewport: { width: 2100, height: 1200 } });

test('practises on a recorded race: a back queued on the ladder fills at max speed, then the report', async ({
  page,
  request,
}) => {
  // Pedro's locale would show Portuguese: the trader picks English (Portuguese is checked at the end).
  await page.addInitScript(() => localStorage.setItem('greenbook.language', 'en'));
  await signIn(page, 'pedro');
  const token = await pageToken(page);
  const practice = practiceCalls(request, token);

  await page.goto('/practice');
  await page.getByLabel('Historical file').setInputFiles(PRO_FILE);
  await page.getByRole('button', { name: 'Open file' }).click();
  await expect(page.getByTestId('practice-market')).toContainText('Moe (AUS) 7th Nov — R6 1000m Hcap');
  await practice.seek(BEFORE_THE_OFF);

  // The favourite and the best price offered to layers there, from the practice exchange.
  const favourite = (await practice.runners('1.206064380'))
    .filter((runner) => runner.ex.availableToLay.length > 0)
    .sort((a, b) => a.ex.availableToLay[0]!.price - b.ex.availableToLay[0]!.price)[0]!;
  const price = favourite.ex.availableToLay[0]!.price;
  const name = favourite.name;

  await page.getByRole('button', { name: 'Trade on this market' }).click();
  const bar = page.getByRole('region', { name: 'Practice replay' });
  await expect(bar.getByText('PRACTICE', { exact: true })).toBeVisible();

  // A back at the best lay price, on the ladder: it rests behind the recorded size at that price.
  const ladderButton = page.getByRole('button', { name: 'Ladder', exact: true });
  await ladderButton.click();
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: new RegExp(`^BACK at ${price}$`, 'i') })
    .click();
  // Pedro confirms his bets (the default; bet-history.spec keeps it).
  await page.getByRole('dialog', { name: 'Confirm bet' }).getByRole('button', { name: 'Confirm' }).click();
  // A stake under the minimum goes as Betfair's place-reduce-replace: the order left resting is it.
  await expect
    .poll(async () =>
      (
        await practice.betting<{ currentOrders: CurrentOrder[] }>('listCurrentOrders', {})
      ).currentOrders.filter((order) => order.status === 'EXECUTABLE'),
    )
    .toEqual([
      expect.objectContaining({
        side: 'BACK',
        sizeMatched: 0,
        priceSize: expect.objectContaining({ price }),
      }),
    ]);

  // As fast as possible: the race runs to its result.
  await playToTheEnd(page, bar);

  const report = await practice.report();
  expect(report.settled).toBe(true);
  const bet = report.bets.find((placed) => placed.fills.length > 0);
  expect(bet!.matchedCents).toBeGreaterThan(0);
  // Filled by queue position: later than placed, at the price asked.
  expect(bet!.fills[0]!.at).toBeGreaterThan(bet!.placedAt);
  expect(bet!.fills.every((fill) => fill.price === price)).toBe(true);

  // The report page: the settled P&L, the bet with its fills, the chart.
  await bar.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { name: 'Practice report' })).toBeVisible();
  await expect(page.getByTestId('practice-pnl')).toHaveText(
    `${report.pnlCents < 0 ? '-' : ''}BRL ${(Math.abs(report.pnlCents) / 100).toFixed(2)}`,
  );
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: `at ${price}` }),
  ).toBeVisible();
  await expect(page.getByTestId('practice-pnl-chart')).toBeVisible();
  // From the keyboard: the bet's toast may still cover the header's switch for a few seconds.
  await page.getByRole('combobox', { name: 'Language' }).first().press('Enter');
  await page.getByRole('option', { name: 'Português' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Relatório da prática' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Reprodução da prática' }).getByText('PRÁTICA', { exact: true }),
  ).toBeVisible();

  // The real account never had the bet; ending the session leaves practice mode.
  const real = exchangeApi(request, token);
  expect(
    (await real<{ currentOrders: CurrentOrder[] }>('listCurrentOrders', { marketIds: ['1.206064380'] }))
      .currentOrders,
  ).toEqual([]);
  await page.getByRole('button', { name: 'Encerrar prática' }).click();
  await expect(page.getByRole('region', { name: 'Reprodução da prática' })).toBeHidden();
  await expect(page.getByTestId('practice-market')).toBeHidden();
});
