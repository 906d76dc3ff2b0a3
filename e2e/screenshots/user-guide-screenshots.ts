// The User Guide's screenshots (account-and-product §2 "Static pages"), taken from the real product
// on the embedded exchange: `npm run screenshots` (builds the web app, then runs every script in
// this folder), or this one alone with SCREENSHOTS=1 and its path. For each name of GUIDE_IMAGES it
// writes apps/web/src/features/static-pages/assets/guide/<name>.webp (the page), <name>.jpg (the
// PDF, which has no WebP) and their sizes in sizes.json, in the light theme. The demo account's
// settings are left as found: Grid view, General tab, auto options panel closed. Not a test:
// playwright.config.ts runs this folder only when SCREENSHOTS is set.
import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodeImage } from '../support/encode-image';
import { exchangeApi, pageToken, pricedMarket } from '../support/exchange';
import { signIn, signOut } from '../support/sign-in';
import { DESKTOP, openMarket, phoneMarket } from './screenshot-support';

const GUIDE = new URL('../../apps/web/src/features/static-pages/assets/guide/', import.meta.url);

// The names of the web app's GUIDE_IMAGES (features/static-pages/model/user-guide.ts; e2e may not
// import the app's source): its unit test checks that every one of them has both files.
const GUIDE_IMAGES = [
  'landing',
  'home',
  'sidebar-general',
  'sports-list',
  'this-market',
  'market-header',
  'grid',
  'ladder',
  'auto-options',
  'phone-market',
] as const;
type GuideImage = (typeof GUIDE_IMAGES)[number];

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

const shots = new Map<GuideImage, Buffer>();

/** The part of the page the locators cover, with a margin, as a PNG. */
async function around(page: Page, locators: readonly Locator[], margin = 8): Promise<Buffer> {
  const boxes = await Promise.all(locators.map(async (locator) => (await locator.boundingBox())!));
  const left = Math.max(0, Math.min(...boxes.map((box) => box.x)) - margin);
  const top = Math.max(0, Math.min(...boxes.map((box) => box.y)) - margin);
  const right = Math.min(DESKTOP.width, Math.max(...boxes.map((box) => box.x + box.width)) + margin);
  const bottom = Math.max(...boxes.map((box) => box.y + box.height)) + margin;
  return page.screenshot({ clip: { x: left, y: top, width: right - left, height: bottom - top } });
}

test.use({ viewport: DESKTOP, colorScheme: 'light' });

test('screenshots of the product for the User Guide', async ({ page, request, browser }) => {
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));

  // Home, its lists drawn (not their skeletons).
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Soccer, next 24 hours' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Horse Racing' }).getByRole('tablist')).toBeVisible();
  shots.set('home', await page.screenshot());
  await sidebar(page).getByRole('tab', { name: 'Sports List' }).click();
  await sidebar(page).getByRole('button', { name: 'See all sports' }).click();
  await expect(sidebar(page).getByRole('list', { name: 'Sports' })).toBeVisible();
  shots.set('sports-list', await sidebar(page).screenshot());
  await sidebar(page).getByRole('tab', { name: 'General' }).click();
  await expect(page.getByRole('region', { name: 'General' })).toBeVisible();
  shots.set('sidebar-general', await sidebar(page).screenshot());

  // The market: ladder, then grid (the view is saved with the account; the others expect the grid).
  await openMarket(page, market, 'Ladder');
  shots.set('ladder', await page.screenshot());
  await openMarket(page, market, 'Grid');
  shots.set('grid', await page.screenshot());
  shots.set('this-market', await sidebar(page).screenshot());
  const header = page.getByRole('main').locator('header').first();
  shots.set('market-header', await around(page, [header]));
  const autoOptions = page.getByRole('button', { name: /^Auto Options/ });
  await autoOptions.click();
  const panel = page.getByRole('group', { name: 'Auto Options' });
  await expect(panel).toBeVisible();
  shots.set('auto-options', await around(page, [autoOptions, panel], 16));
  await autoOptions.click();
  await expect(panel).toBeHidden();

  shots.set('phone-market', await phoneMarket(browser, market));

  // The landing page, as a visitor sees it, its eager images drawn.
  await signOut(page);
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.loading !== 'lazy')
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  shots.set('landing', await page.screenshot());

  // Each image's size in pixels (sizes.json): the page reserves its room before it loads, so a
  // #anchor link lands where it aims even while the screenshots above it are still loading.
  const sizes: Record<string, [number, number]> = {};
  for (const name of GUIDE_IMAGES) {
    const png = shots.get(name);
    expect(png, name).toBeDefined();
    writeFileSync(new URL(`${name}.webp`, GUIDE), await encodeImage(page, png!, 'image/webp'));
    const { width, height } = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, png!.toString('base64'));
    sizes[name] = [width, height];
    // The PDF prints a shot at most about 500 pt wide: 1100 px is sharp there.
    const scale = Math.min(1, 1100 / width);
    writeFileSync(
      new URL(`${name}.jpg`, GUIDE),
      await encodeImage(page, png!, 'image/jpeg', { quality: 0.78, scale }),
    );
  }
  // One line per image, as Prettier writes it.
  const lines = Object.entries(sizes).map(([name, [width, height]]) => `  "${name}": [${width}, ${height}]`);
  writeFileSync(new URL('sizes.json', GUIDE), `{\n${lines.join(',\n')}\n}\n`);
});
