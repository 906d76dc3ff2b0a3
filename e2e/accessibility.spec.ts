// Issue 15 §4: axe-core (WCAG 2.x A and AA rules) on every screen built so far, in the light and
// the dark theme: no serious or critical violation. The open routes are audited signed out (the
// signed-in shell around them is audited with the routes that need a session). Every finding of a
// run is gathered and reported together, so one run names all there is to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { SIGNED_OUT_SCREENS, sessionScreens, type Screen } from './support/screens';
import { sidebarBackToGeneral, sidebarScreens } from './support/sidebar-screens';
import { signIn } from './support/sign-in';

const THEMES = ['light', 'dark'] as const;
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

/**
 * Each screen opened once and audited in both themes: as drawn (light), then with <html
 * data-theme> switched to dark, the attribute every colour token of theme.css follows (opening
 * every screen once per theme took twice as long, minutes of CI).
 */
async function auditScreens(page: Page, screens: readonly Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await screen.open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      for (const theme of THEMES) {
        // Colours change with a short transition (buttons' background): audit once they have
        // settled, not mid-way (a hovered button read half light, half dark fails contrast).
        await page.evaluate(async (name) => {
          document.documentElement.dataset['theme'] = name;
          document.body.getBoundingClientRect(); // starts the transitions the change sets off
          const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
          await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
        }, theme);
        found.push(...(await blockingViolations(page, `${screen.name} (${theme})`)));
      }
      await page.evaluate(() => {
        document.documentElement.dataset['theme'] = 'light';
      });
    });
  }
  return found;
}

// Each test with its own hang bound: axe over a dozen screens takes minutes on a loaded 2-core
// machine, and a bound per test keeps that from reading as a failure.
const AUDIT_HANG_BOUND_MS = 480_000;

test('the open screens have no serious or critical accessibility violation in either theme', async ({
  page,
}) => {
  test.setTimeout(AUDIT_HANG_BOUND_MS);
  // A visitor's theme is the browser's preference until they choose one.
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await auditScreens(page, SIGNED_OUT_SCREENS)).toEqual([]);
});

test('the signed-in screens have no serious or critical accessibility violation in either theme', async ({
  page,
  request,
}) => {
  test.setTimeout(AUDIT_HANG_BOUND_MS);
  await signIn(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  // The account's saved theme is light, as the other specs expect it.
  await page.getByRole('banner').getByRole('switch', { name: 'Dark theme' }).setChecked(false);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const found = await auditScreens(page, [...sessionScreens(market), ...sidebarScreens(market)]);
  await sidebarBackToGeneral(page);
  expect(found).toEqual([]);
});
