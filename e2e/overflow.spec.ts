// Issue 15 §3: at 390, 768, 1280, 1920 and 2560 px wide no screen built so far scrolls sideways
// and every control on it can be reached (support/reachable-controls.ts): the landing page signed
// out, every other route on a signed-in page, and the sidebar's General tab (every settings panel
// open) and Sports List tab. Each screen is opened once and resized through the
// widths; every width that fails is reported, naming the element that reaches furthest right or
// the controls out of reach, so one run names all there is to fix.
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from './support/exchange';
import { unreachableControls } from './support/reachable-controls';
import { SIGNED_OUT_SCREENS, signedInScreens, type Screen } from './support/screens';
import { sidebarBackToGeneral, sidebarScreens } from './support/sidebar-screens';
import { signIn } from './support/sign-in';

const WIDTHS = [390, 768, 1280, 1920, 2560];
const HEIGHT = 900;
// Layout that answers a resize (ResizeObserver, media queries) settles before the page is judged.
const softPoll = expect.configure({ soft: true, timeout: 10_000 });

/** '' when the page does not scroll sideways, else by how much and the element furthest right. */
function sidewaysOverflow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return '';
    let widest: Element = root;
    let right = 0;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const edge = element.getBoundingClientRect().right;
      if (edge > right) [widest, right] = [element, edge];
    }
    const classes = Array.from(widest.classList)
      .map((name) => `.${name}`)
      .join('');
    return `${overflow}px wider than the window; furthest right: ${widest.tagName.toLowerCase()}${classes} at ${Math.round(right)}px`;
  });
}

async function checkWidths(page: Page, screens: readonly Screen[]): Promise<void> {
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
      await screen.open(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await softPoll.poll(() => sidewaysOverflow(page), `${screen.name} at ${width} px`).toBe('');
        await softPoll
          .poll(() => unreachableControls(page), `${screen.name} controls at ${width} px`)
          .toBe('');
      }
    });
  }
}

test('no open screen scrolls sideways or hides a control at any width, signed out', async ({ page }) => {
  await checkWidths(page, SIGNED_OUT_SCREENS);
});

// A hang bound, not a speed limit: some twenty screens at five widths each on a loaded 2-core machine.
const SIGNED_IN_HANG_BOUND_MS = 360_000;

test('no screen scrolls sideways or hides a control at any width, signed in', async ({ page, request }) => {
  test.setTimeout(SIGNED_IN_HANG_BOUND_MS);
  await signIn(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  await checkWidths(page, [...signedInScreens(market), ...sidebarScreens(market)]);
  await sidebarBackToGeneral(page);
});
