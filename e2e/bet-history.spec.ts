// Bet history (account-and-product §2, issue 18 §1): a trader ('pedro', BRL: no other spec bets
// with it) backs a runner of the simulated race that starts soonest, has the house trader match
// it, waits for the world to run and settle the race, then finds the market in /bet-history with
// the exchange's net profit (profit − commission) and, expanded, the bet. The world's clock runs
// at SIM_SPEED 1, so the test waits for a real race: its hang bound follows the race's start.
import { expect, test } from '@playwright/test';
import { currentOrders, exchangeApi, matchResting, pageToken, soonestRace } from './support/exchange';
import { signIn } from './support/sign-in';

const MINUTE = 60_000;
/** Time to place and match the bet before the off. */
const BEFORE_THE_OFF_MS = 2 * MINUTE;
/** Races further away than this are not waited for (the simulated day has gaps between meetings). */
const LONGEST_WAIT_MS = 40 * MINUTE;
/** The longest simulated race, its settlement and the page's checks, after the off. */
const AFTER_THE_OFF_MS = 12 * MINUTE;

interface SettledMarket {
  marketId: string;
  profit?: number;
  commission?: number;
}

test('a matched back on a race is in /bet-history after settlement, with its net profit and its bet', async ({
  page,
  request,
}) => {
  // Pedro's locale would show Portuguese: this trader picked English with the switch.
  await page.addInitScript(() => localStorage.setItem('greenbook.language', 'en'));
  await signIn(page, 'pedro');
  const token = await pageToken(page);
  const call = exchangeApi(request, token);
  const race = await soonestRace(call, BEFORE_THE_OFF_MS, LONGEST_WAIT_MS);
  test.skip(race === undefined, 'the simulated day has no race within 40 minutes');
  const { marketId, runner } = race!;
  test.setTimeout(new Date(race!.marketStartTime).getTime() - Date.now() + AFTER_THE_OFF_MS);

  // 1. Back the first runner from the grid, through the confirmation dialog; the house trader
  // matches whatever rests.
  await page.goto(`/market/${race!.eventId}/${marketId}`);
  // BRL 10: above the exchange's minimum in BRL (GBP 1 at 6.35), so the bet is one plain order.
  const stake = page.getByRole('spinbutton', { name: 'Stake', exact: true }).first();
  await stake.fill('10');
  await stake.blur();
  await page
    .getByRole('button', { name: new RegExp(`^Back ${runner.name} at `) })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Confirm bet' }).getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(async () => (await currentOrders(call, marketId)).length).toBe(1);
  await matchResting(request, token, marketId, await currentOrders(call, marketId));
  await expect
    .poll(async () => (await currentOrders(call, marketId)).every((order) => order.sizeRemaining === 0))
    .toBe(true);
  const [bet] = await currentOrders(call, marketId);

  // 2. The race runs and the exchange settles it.
  let settled: SettledMarket | undefined;
  await expect
    .poll(
      async () => {
        const report = await call<{ clearedOrders: SettledMarket[] }>('listClearedOrders', {
          betStatus: 'SETTLED',
          groupBy: 'MARKET',
          marketIds: [marketId],
        });
        settled = report.clearedOrders[0];
        return settled !== undefined;
      },
      {
        timeout: new Date(race!.marketStartTime).getTime() - Date.now() + AFTER_THE_OFF_MS - MINUTE,
        intervals: [5_000],
      },
    )
    .toBe(true);
  const netCents = Math.round((settled!.profit ?? 0) * 100) - Math.round((settled!.commission ?? 0) * 100);

  // 3. The market is in the bet history with that net profit, in the account's currency.
  await page.goto('/bet-history');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: marketId, exact: true }) });
  await expect(row).toBeVisible();
  const net = await page.evaluate(
    (cents) =>
      new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'BRL' }).format(
        cents / 100,
      ),
    netCents,
  );
  await expect(row.getByRole('cell').last()).toHaveText(net);

  // 4. Expanded, it lists the bet: its id, the runner, matched.
  await row.getByRole('button', { expanded: false }).click();
  const betRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: bet!.betId, exact: true }) });
  await expect(betRow).toBeVisible();
  await expect(betRow.getByRole('cell', { name: runner.name, exact: true })).toBeVisible();
});
