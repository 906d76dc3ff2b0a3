// Issue 20 §3, §4 (account-and-product §2 "Static pages", "Widgets login result page"): the
// static pages reached the way a person does, from the landing page's links and the footers, in
// English and Portuguese, signed out and signed in; the widgets' login with a real sign-on code
// of the embedded exchange, with and without the widget's return address.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

const footerLinks = (page: Page, name: string) => page.getByRole('navigation', { name });

/** Follows the footer links to each static page, checking its title (and an FAQ answer). */
async function walkStaticPages(
  page: Page,
  texts: {
    links: string;
    about: [string, string];
    terms: [string, string];
    faq: [string, string];
    refund: string;
  },
): Promise<void> {
  for (const [link, title] of [texts.about, texts.terms, texts.faq]) {
    await footerLinks(page, texts.links).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  const question = page.getByRole('button', { name: texts.refund });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/72/).last()).toBeVisible();
}

const ENGLISH = {
  links: 'Information pages',
  about: ['About', 'About Greenbook'] as [string, string],
  terms: ['Terms and Conditions', 'Terms and Conditions'] as [string, string],
  faq: ['FAQ', 'Frequently asked questions'] as [string, string],
  refund: 'Can I get a refund?',
};

const PORTUGUESE = {
  links: 'Páginas de informação',
  about: ['Sobre', 'Sobre o Greenbook'] as [string, string],
  terms: ['Termos e Condições', 'Termos e Condições'] as [string, string],
  faq: ['Perguntas frequentes', 'Perguntas frequentes'] as [string, string],
  refund: 'Posso pedir reembolso?',
};

test('a visitor reaches every static page from the landing page, in English and Portuguese', async ({
  page,
}) => {
  await page.goto('/');
  // The header's FAQs link.
  await page.getByRole('navigation', { name: 'Greenbook' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  // 13 questions, every answer closed.
  const questions = page.getByRole('main', { name: 'Frequently asked questions' }).getByRole('button');
  await expect(questions).toHaveCount(13);
  await expect(questions.and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);
  await page.goto('/');
  await walkStaticPages(page, ENGLISH);

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).first().click();
  await page.getByRole('option', { name: 'Português' }).click();
  await walkStaticPages(page, PORTUGUESE);
  // The terms' refund rule and the exchange's call limit, in Portuguese.
  await footerLinks(page, PORTUGUESE.links).getByRole('link', { name: 'Termos e Condições' }).click();
  await expect(page.getByText(/mais de 72 horas/)).toBeVisible();
  await expect(page.getByText(/5 chamadas por segundo/)).toBeVisible();
});

test('a signed-in trader reaches the static pages from the footer under home', async ({ page }) => {
  await signIn(page);
  await walkStaticPages(page, ENGLISH);
  await footerLinks(page, ENGLISH.links).getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByText(/lasts over 72 hours/)).toBeVisible();
  await expect(page.getByText(/at most 5 calls per second/)).toBeVisible();
});

/** Signs on at the embedded exchange for the widgets and comes back to /login-widgets/result. */
async function widgetsSignOn(page: Page, username: string): Promise<void> {
  const info = (await (await page.request.get('/api/betfair/sign-on')).json()) as {
    widgetsSignOnUrl: string;
  };
  await page.goto(info.widgetsSignOnUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: /Log in and allow/ }).click();
}

test('the widgets login stores the token cookie and goes back to where the widget was', async ({
  page,
  context,
  baseURL,
}) => {
  const back = `${baseURL}/about?from=widget`;
  await context.addCookies([{ name: 'widgets-redirectUrl', value: encodeURIComponent(back), url: baseURL! }]);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  await widgetsSignOn(page, 'forint');
  await expect(page).toHaveURL(back);
  await expect(page.getByRole('heading', { level: 1, name: 'About Greenbook' })).toBeVisible();
  const token = (await context.cookies()).find((cookie) => cookie.name === 'widgets-token');
  expect(token).toMatchObject({ secure: true, sameSite: 'None' });
  const [type, value] = decodeURIComponent(token!.value).split(' ');
  expect(type).toBe('BEARER');
  expect(value!.length).toBeGreaterThan(8);
  // The token is in the cookie only: never in an address the browser went to.
  expect(visited.some((url) => url.includes('/login-widgets/result?code='))).toBe(true);
  for (const url of visited) expect(url).not.toContain(value!);
});

test('the widgets login without a return address asks the person to go back by hand', async ({
  page,
  context,
}) => {
  await widgetsSignOn(page, 'forint');
  await expect(page.getByRole('heading', { name: 'Widgets login' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Error trying to get the URL where you came from...');
  expect(page.url()).toContain('/login-widgets/result?code=');
  // Signed in for the widget all the same.
  expect((await context.cookies()).some((cookie) => cookie.name === 'widgets-token')).toBe(true);
});

const guideTopics = (page: Page, name: string) => page.getByRole('navigation', { name });

/** The guide's PDF behind its download link: served by the product as a PDF. */
async function expectGuidePdf(page: Page, linkName: string, language: 'en' | 'pt'): Promise<void> {
  const link = page.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute('href', `/user-guide/greenbook-user-guide-${language}.pdf`);
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The whole guide with its screenshots, not a placeholder.
  expect(body.length).toBeGreaterThan(200_000);
}

test('the User Guide in English and Portuguese: topics, a deep link, the image viewer and the PDF', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await footerLinks(page, ENGLISH.links).getByRole('link', { name: 'User Guide', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
  const topics = guideTopics(page, 'Guide topics');
  await expect(topics.getByRole('link')).toHaveCount(24);
  // A topic link scrolls to its topic and marks it.
  await topics.getByRole('link', { name: 'Ladder', exact: true }).click();
  await expect(page).toHaveURL(/\/user-guide#ladder$/);
  await expect(page.getByRole('heading', { name: 'Ladder', exact: true })).toBeInViewport();
  await expect(topics.getByRole('link', { name: 'Ladder', exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  );
  // Its screenshot opens in the viewer, drawn.
  await page.getByRole('button', { name: 'Enlarge: The Ladder view with a price ladder per runner' }).click();
  const viewer = page.getByRole('dialog', {
    name: 'The Ladder: every price, your bets and the traded volume.',
  });
  await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await viewer.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1440);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expectGuidePdf(page, 'Download the guide (PDF)', 'en');

  // A deep link, loaded from the address bar.
  await page.goto('/user-guide#tick-offset');
  await expect(page.getByRole('heading', { name: 'Tick Offset', exact: true })).toBeInViewport();
  await expect(topics.getByRole('link', { name: 'Tick Offset' })).toHaveAttribute('aria-current', 'location');

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).first().click();
  await page.getByRole('option', { name: 'Português' }).click();
  await footerLinks(page, PORTUGUESE.links).getByRole('link', { name: 'Guia do Usuário' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guia do Usuário' })).toBeVisible();
  await guideTopics(page, 'Tópicos do guia').getByRole('link', { name: 'Escada', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Escada', exact: true })).toBeInViewport();
  await expectGuidePdf(page, 'Baixar o guia (PDF)', 'pt');
});

/** A one-finger swipe on a touch screen, as the page's listeners see it. */
async function swipe(page: Page, from: number, to: number): Promise<void> {
  await page.evaluate(
    ([startX, endX]) => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      document.body.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(startX!)], bubbles: true }));
      document.body.dispatchEvent(
        new TouchEvent('touchend', { changedTouches: [touch(endX!)], bubbles: true }),
      );
    },
    [from, to],
  );
}

test('on a 390 px phone the guide’s topics are a drawer that a swipe opens and closes', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.goto('/user-guide#odds-view');
    await expect(page.getByRole('heading', { name: 'Odds view', exact: true })).toBeInViewport();
    const topics = guideTopics(page, 'Guide topics');
    await expect(topics).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await swipe(page, 6, 200);
    await expect(topics).toBeInViewport();
    await swipe(page, 260, 40);
    await expect(topics).toBeHidden();

    await page.getByRole('button', { name: 'Topics' }).click();
    await topics.getByRole('link', { name: 'Grid', exact: true }).click();
    await expect(topics).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Grid', exact: true })).toBeInViewport();
  } finally {
    await context.close();
  }
});
