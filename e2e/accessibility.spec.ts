// Issue 15 §4: axe-core (WCAG 2.x A and AA rules) on every screen built so far, in the light and
// the dark theme: no serious or critical violation. The open routes are audited signed out (the
// signed-in shell around them is audited with the routes that need a session), which keeps the
// spec near a minute. Every finding of a run is gathered and reported together, so one
// run names all there is to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { SIGNED_OUT_SCREENS, sessionScreens, type Screen } from './support/screens';
import { signIn } from './support/sign-in';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One line per serious or critical violation on the page as it is now: rule, impact, where. */
async function blockingViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} at ` +
        violation.nodes.map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`).join(', '),
    );
}

async function auditScreens(page: Page, screens: readonly Screen[], theme: Theme): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await test.step(`${screen.name} (${theme})`, async () => {
      await screen.open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      found.push(...(await blockingViolations(page, `${screen.name} (${theme})`)));
    });
  }
  return found;
}

test('the open screens have no serious or critical accessibility violation in either theme', async ({
  page,
}) => {
  const found: string[] = [];
  for (const theme of THEMES) {
    // A visitor's theme is the browser's preference until they choose one.
    await page.emulateMedia({ colorScheme: theme });
    found.push(...(await auditScreens(page, SIGNED_OUT_SCREENS, theme)));
  }
  expect(found).toEqual([]);
});

test('the signed-in screens have no serious or critical accessibility violation in either theme', async ({
  page,
  request,
}) => {
  await signIn(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  const themeSwitch = page.getByRole('banner').getByRole('switch', { name: 'Dark theme' });
  const found: string[] = [];
  // Dark first, so the account's saved theme ends light, as the other specs expect it.
  for (const theme of [...THEMES].reverse()) {
    await themeSwitch.setChecked(theme === 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    found.push(...(await auditScreens(page, sessionScreens(market), theme)));
  }
  expect(found).toEqual([]);
});
