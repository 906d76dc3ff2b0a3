// Issue 15 §4: axe-core (WCAG 2.x A and AA rules) on every screen built so far, in the light and
// the dark theme: no serious or critical violation. The open routes are audited signed out (the
// signed-in shell around them is audited with the routes that need a session). Every finding of a
// run is gathered and reported together, so one run names all there is to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import {
  SIGNED_OUT_SCREENS,
  sessionScreens,
  sidebarBackToGeneral,
  sidebarScreens,
  type Screen,
} from './support/screens';
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

// One test per theme, each with its own hang bound: axe over a dozen screens takes minutes on a
// loaded 2-core machine, and a bound per theme keeps that from reading as a failure.
const AUDIT_HANG_BOUND_MS = 360_000;

for (const theme of THEMES) {
  test(`the open screens have no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(AUDIT_HANG_BOUND_MS);
    // A visitor's theme is the browser's preference until they choose one.
    await page.emulateMedia({ colorScheme: theme });
    expect(await auditScreens(page, SIGNED_OUT_SCREENS, theme)).toEqual([]);
  });
}

// Dark first, so the account's saved theme ends light, as the other specs expect it.
for (const theme of [...THEMES].reverse()) {
  test(`the signed-in screens have no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(AUDIT_HANG_BOUND_MS);
    await signIn(page);
    const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
    const themeSwitch = page.getByRole('banner').getByRole('switch', { name: 'Dark theme' });
    await themeSwitch.setChecked(theme === 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const found = await auditScreens(page, [...sessionScreens(market), ...sidebarScreens(market)], theme);
    await sidebarBackToGeneral(page);
    expect(found).toEqual([]);
  });
}
