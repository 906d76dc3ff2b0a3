// Bet history (account-and-product §2, issue 18 §1): a trader ('pedro', BRL: no other spec bets
// with it) backs the favourite of a horse race from the ladder, has the house trader match it,
// the race is settled at once with that runner the winner (the simulator's settle control, so the
// test needs no real race), and the trader finds the market in /bet-history with the net profit
// worked out from the matched bet and the exchange's commission rule, and, expanded, the bet.
import { expect, test } from '@playwright/test';
import { CLASSIC_LADDER, ticksAway } from '@greenbook/trading';
import { currentOrders, exchangeApi, pageToken, pricedRace } from './support/exchange';
import { matchResting, settleNow } from './support/simulator';
import { signIn } from './support/sign-in';
import { openLadder } from './support/trading-steps';

/** BRL 10: above the exchange's minimum in BRL, so the back is one plain order. */
const STAKE = 10;

interface SettledMarket {
  marketId: string;
  profit: number;
  commission: number;
}

/** A winning back's profit in cents, as the exchange pays it: stake × (odds − 1), to the cent. */
const winCents = (stake: number, price: number): number =>
  Math.round((Math.round(stake * 100) * (Math.round(price * 100) - 100)) / 100);

test('a matched back on a race settled at once is in /bet-history with its net profit and its bet', async ({
  page,
  request,
}) => {
  // Pedro's locale would show Portuguese: this trader picked English with the switch.
  await page.addInitScript(() => localStorage.setItem('greenbook.language', 'en'));
  await signIn(page, 'pedro');
  // The sidebar's balance in reais: the product has read the account before the trader moves on
  // (a page loaded earlier reads it again: session-flow.test.tsx 'reads the account ... again').
  await expect(page.getByText(/^R\$[\d,]+\.\d\d$/).first()).toBeVisible();
  const token = await pageToken(page);
  const call = exchangeApi(request, token);
  const race = await pricedRace(call);
  const { marketId, runner } = race;

  // 1. Back the favourite from its ladder two ticks above its best lay price, confirmed in the
  // dialog: nothing lays that high, so the bet rests whole (whatever the makers' quotes do
  // meanwhile) until the house trader lays that price and matches it there, in one fill.
  await page.goto(`/market/${race.eventId}/${marketId}`);
  const stake = page.getByRole('spinbutton', { name: 'Stake', exact: true }).first();
  await stake.fill(String(STAKE));
  await stake.blur();
  const ladder = await openLadder(page, race);
  const price = ticksAway(CLASSIC_LADDER, runner.bestLay, 2)!;
  await ladder.getByRole('button', { name: new RegExp(`^BACK at ${price}$`, 'i') }).click();
  await page.getByRole('dialog', { name: 'Confirm bet' }).getByRole('button', { name: 'Confirm' }).click();
  await expect
    .poll(async () => (await currentOrders(call, marketId)).map((order) => order.status))
    .toEqual(['EXECUTABLE']);
  await matchResting(request, token, marketId, await currentOrders(call, marketId));
  await expect
    .poll(async () => (await currentOrders(call, marketId)).every((order) => order.sizeRemaining === 0))
    .toBe(true);
  const [bet] = await currentOrders(call, marketId);
  expect(bet).toMatchObject({ side: 'BACK', sizeMatched: STAKE, averagePriceMatched: price });

  // 2. The race is settled now, the backed favourite the winner. Net profit: the win, less the
  // market's commission on a positive net (pedro has no commission discount), to the cent.
  await settleNow(request, token, marketId, runner.selectionId);
  const grossCents = winCents(STAKE, price);
  const commissionCents = Math.round((grossCents * race.marketBaseRate) / 100);
  const netCents = grossCents - commissionCents;
  // The exchange's own figures for the market agree.
  const cleared = await call<{ clearedOrders: SettledMarket[] }>('listClearedOrders', {
    betStatus: 'SETTLED',
    groupBy: 'MARKET',
    marketIds: [marketId],
  });
  expect(cleared.clearedOrders).toEqual([
    expect.objectContaining({ marketId, profit: grossCents / 100, commission: commissionCents / 100 }),
  ]);

  // 3. The market is in the bet history with that net profit, in the account's currency.
  await page.goto('/bet-history');
  const markets = page.getByRole('table', { name: 'Settled markets' });
  const row = markets
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: marketId, exact: true }) });
  await expect(row).toBeVisible();
  const net = await page.evaluate(
    (cents) => new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(cents / 100),
    netCents,
  );
  await expect(row.getByRole('cell').last()).toHaveText(net);

  // 4. Expanded, its bets' table lists the bet: its id, the runner, the side, the stake, the odds.
  await row.getByRole('button', { expanded: false }).click();
  const bets = page.getByRole('table', { name: /^Settled bets of / });
  const betRow = bets
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: bet!.betId, exact: true }) });
  await expect(betRow).toBeVisible();
  for (const text of [runner.name, 'Back', `R$${STAKE}.00`, String(price), 'WON'])
    await expect(betRow.getByRole('cell', { name: text, exact: true })).toBeVisible();
  await expect(bets.getByRole('row')).toHaveCount(2);
});
