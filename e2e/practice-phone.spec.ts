// Practice on a 390 px phone (issue 21 §1, issue 15 §3): the practice bar over the market screen —
// badge, play, speed, the position slider with the recorded time, restart, report, leave — stays
// within the window. The slider and the time once kept to one line too narrow for both, so the
// time ran past the window's edge and the whole page scrolled sideways. 'small' practises here
// (no other spec signs in as it); the session is ended at the end, so nothing is left behind.
import { expect, test } from '@playwright/test';
import { HISTORICAL_DIR } from './support/practice';
import { signIn } from './support/sign-in';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the practice bar fits the window, its recorded time in view', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('greenbook.language', 'en'));
  await signIn(page, 'small');
  await page.goto('/practice');
  await page.getByLabel('Historical file').setInputFiles(`${HISTORICAL_DIR}1.166811431.gz`);
  await page.getByRole('button', { name: 'Open file' }).click();
  await expect(page.getByTestId('practice-market')).toContainText(
    'Cleveland Cavaliers @ Minnesota Timberwolves',
  );
  await page.getByRole('button', { name: 'Trade on this market' }).click();

  const bar = page.getByRole('region', { name: 'Practice replay' });
  const time = bar.getByText(/^2019-12-28 \d\d:\d\d:\d\d UTC$/);
  await expect(time).toBeVisible();
  // The market screen under it has drawn its title bar.
  await expect(page.getByTestId('market-status')).toBeVisible();
  // Nothing past the window's right edge: not the time, not the page.
  const right = async () => (await time.boundingBox())!.x + (await time.boundingBox())!.width;
  expect(await right()).toBeLessThanOrEqual(390);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  for (const name of ['Restart from the beginning', 'Report', 'Leave practice']) {
    const box = (await bar.getByRole(name === 'Report' ? 'link' : 'button', { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(390);
  }

  await bar.getByRole('button', { name: 'Leave practice' }).click();
  await expect(bar).toBeHidden();
  await page.getByRole('button', { name: 'End practice' }).click();
  await expect(page.getByRole('button', { name: 'Open file' })).toBeVisible();
});
