// The product's own screenshots, taken on a live market of the embedded exchange: `npm run
// screenshots` (builds the web app, then runs this). It writes the README's (docs/screenshots/*.png:
// grid, ladder, a 390 px phone market, the landing page) and the landing page's, in both themes
// (apps/web/src/features/session/assets/*.webp, full and half size, compressed by Chromium's own
// WebP encoder). Not a
// test: playwright.config.ts runs this file only when SCREENSHOTS is set.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { exchangeApi, pageToken, pricedMarket } from '../support/exchange';
import { signIn, signOut } from '../support/sign-in';
import { DESKTOP, openMarket, phoneMarket } from './screenshot-support';

const README = new URL('../../docs/screenshots/', import.meta.url);
const LANDING = new URL('../../apps/web/src/features/session/assets/', import.meta.url);
const WEBP_QUALITY = 0.8;

type Theme = 'light' | 'dark';

/**
 * The PNG re-encoded as WebP by the page's own canvas (no image tool needed on the machine), at
 * `scale` of its size: the landing page offers a half-size copy to narrow and 1× screens.
 */
async function toWebp(page: Page, png: Buffer, scale = 1): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ base64, quality, scale }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(image.naturalWidth * scale);
      canvas.height = Math.round(image.naturalHeight * scale);
      const context = canvas.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', quality);
    },
    { base64: png.toString('base64'), quality: WEBP_QUALITY, scale },
  );
  return Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64');
}

async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('switch', { name: 'Dark theme' })
    .setChecked(theme === 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test.use({ viewport: DESKTOP });

test('screenshots of the product for the README and the landing page', async ({ page, request, browser }) => {
  await signIn(page);
  const market = await pricedMarket(exchangeApi(request, await pageToken(page)));
  // Light last: the account's saved theme ends as the other runs expect it.
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    await openMarket(page, market, 'Ladder');
    const ladder = await page.screenshot();
    await openMarket(page, market, 'Grid');
    const grid = await page.screenshot();
    const phone = await phoneMarket(browser, market);
    for (const [name, png] of [
      ['grid', grid],
      ['ladder', ladder],
      ['phone-market', phone],
    ] as const) {
      writeFileSync(new URL(`${name}-${theme}.webp`, LANDING), await toWebp(page, png));
      writeFileSync(new URL(`${name}-${theme}-half.webp`, LANDING), await toWebp(page, png, 0.5));
      if (theme === 'light') writeFileSync(new URL(`${name}.png`, README), png);
    }
  }
  // The landing page itself, as a visitor sees it (the theme follows the browser until chosen).
  await signOut(page);
  await page.emulateMedia({ colorScheme: 'light' });
  // The first screen's product shots load eagerly: wait until they are drawn, not blank frames.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.loading !== 'lazy')
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.screenshot({ path: new URL('landing.png', README).pathname });
});
