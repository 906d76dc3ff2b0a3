// Every screen built so far (account-and-product §2 routes, apps/web/src/app/routes.tsx), each
// opened the way a person reaches it and waited for until its content shows, so whole-page checks
// (accessibility, overflow) measure the real screen and never a loading state. A route that needs
// a session is listed with the signed-in screens; the landing page exists only signed out.
import { expect, type Page } from '@playwright/test';
import type { PricedMarket } from './exchange';

export interface Screen {
  readonly name: string;
  open(page: Page): Promise<void>;
}

async function openAndSee(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
}

const notFound: Screen = {
  name: 'not-found',
  open: (page) => openAndSee(page, '/no/such/page', '- 404 -'),
};

/** A confirmation link whose code the product does not know: the page's failure text. */
const emailConfirmation: Screen = {
  name: '/email-confirmation',
  open: async (page) => {
    await page.goto(`/email-confirmation?code=${'x'.repeat(32)}`);
    await expect(page.getByText('The link may be invalid or expired.', { exact: false })).toBeVisible();
  },
};

/** The static pages; the FAQ with one answer open, so the open panel is measured too. */
const STATIC_SCREENS: readonly Screen[] = [
  { name: '/about', open: (page) => openAndSee(page, '/about', 'About Greenbook') },
  {
    name: '/terms-conditions',
    open: (page) => openAndSee(page, '/terms-conditions', 'Terms and Conditions'),
  },
  {
    name: '/faq',
    open: async (page) => {
      await openAndSee(page, '/faq', 'Frequently asked questions');
      await page.getByRole('button', { name: 'Can I get a refund?' }).click();
      await expect(page.getByText(/lasts over 72 hours/)).toBeVisible();
    },
  },
  {
    name: '/user-guide',
    open: async (page) => {
      await openAndSee(page, '/user-guide', 'User Guide');
      // Its screenshots drawn, not their empty boxes.
      await expect(
        page
          .getByRole('button', { name: /^Enlarge: / })
          .first()
          .locator('img'),
      ).toHaveJSProperty('complete', true);
    },
  },
];

/**
 * The widgets' login result without a code (account-and-product §2): the login error, on the page,
 * in both variants.
 */
function widgetsLoginResult(path: string): Screen {
  return {
    name: path,
    open: async (page) => {
      await openAndSee(page, path, 'Widgets login');
      await expect(page.getByRole('alert')).toBeVisible();
    },
  };
}

/** The routes open to everyone, signed in or not (inside the shell when signed in). */
const OPEN_SCREENS: readonly Screen[] = [
  notFound,
  emailConfirmation,
  ...STATIC_SCREENS,
  {
    name: '/widgets',
    open: async (page) => {
      await openAndSee(page, '/widgets', 'Free widgets');
      await expect(page.getByTestId('widget-embed-code')).toContainText('data-widget-type');
    },
  },
  widgetsLoginResult('/login-widgets/result'),
  widgetsLoginResult('/login-widgets/result-development'),
];

/** A sign-in code the login result screen exchanges; its call is held, so the page stays. */
const HELD_LOGIN_CODE = 'held-for-audit';

/** The login hand-off (account-and-product §2 /login…), each screen a visitor passes through. */
const LOGIN_SCREENS: readonly Screen[] = [
  { name: 'login', open: (page) => openAndSee(page, '/login', 'Log in') },
  {
    name: 'login result',
    open: async (page) => {
      // The exchange of the code never answers, so the 'signing you in' page stays to be measured
      // instead of moving on to the landing page.
      await page.route(`**/api/betfair/login/${HELD_LOGIN_CODE}`, () => undefined);
      await page.goto(`/login/result?code=${HELD_LOGIN_CODE}`);
      await expect(page.getByText('Signing you in…')).toBeVisible();
    },
  },
  {
    name: 'login result (development)',
    open: (page) => openAndSee(page, '/login/result-development?code=abc', 'Development login result'),
  },
];

/**
 * The crash page (account-and-product §8 "Rendering crash"), reached the way it happens: a page's
 * code fails to load (here the static pages' chunk), and the route's error element takes over.
 */
const crash: Screen = {
  name: 'crash',
  open: async (page) => {
    const staticPagesChunk = '**/assets/static-pages-*.js';
    await page.route(staticPagesChunk, (route) => route.abort());
    try {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    } finally {
      await page.unroute(staticPagesChunk);
    }
  },
};

/** What a visitor who has not signed in can see: the landing page, the login hand-off, the open routes. */
export const SIGNED_OUT_SCREENS: readonly Screen[] = [
  {
    name: 'landing',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'login for free' }).first()).toBeVisible();
    },
  },
  ...LOGIN_SCREENS,
  crash,
  ...OPEN_SCREENS,
];

/** The store and the account page, each waited for until the premium record is drawn. */
const ACCOUNT_SCREENS: readonly Screen[] = [
  {
    name: '/store',
    open: async (page) => {
      await openAndSee(page, '/store', 'Upgrade to SUPER');
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    },
  },
  {
    name: '/my-account',
    open: async (page) => {
      await openAndSee(page, '/my-account', 'My account');
      await expect(page.getByText(/^Hello /)).toBeVisible();
    },
  },
];

/** The market screen in one view; the Grid/Ladder choice is a saved setting, so it is set each time. */
function marketScreen(market: PricedMarket, view: 'Grid' | 'Ladder'): Screen {
  return {
    name: `market (${view.toLowerCase()})`,
    open: async (page) => {
      await page.goto(`/market/${market.eventId}/${market.marketId}`);
      const viewButton = page.getByRole('button', { name: view, exact: true });
      await viewButton.click();
      await expect(viewButton).toHaveAttribute('aria-pressed', 'true');
      // Any runner's prices: a narrow screen shows the favourites' ladders (trading-core §4),
      // which need not include the runner the market was picked by.
      const prices = page.getByRole('button', {
        name: view === 'Grid' ? /^(Back|Lay) .+ at / : /^LAY at /i,
      });
      await expect(prices.first()).toBeVisible();
    },
  };
}

/** The team name a search types: the home side of the market's "Home v Away" event. */
export function homeTeamOf(market: PricedMarket): string {
  return market.eventName.split(' v ')[0]!;
}

/** /search?q= for the market's home team: the results table, with its market among the rows. */
function searchResults(market: PricedMarket): Screen {
  const team = homeTeamOf(market);
  return {
    name: 'search',
    open: async (page) => {
      await openAndSee(page, `/search?q=${encodeURIComponent(team)}`, `Search results for “${team}”`);
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  };
}

/** The routes that need a session; `market` is one with prices. */
export function sessionScreens(market: PricedMarket): readonly Screen[] {
  return [
    {
      name: 'home',
      open: async (page) => {
        await page.goto('/');
        await expect(page.getByRole('region', { name: 'General' })).toBeVisible();
        // The soccer cards and the lists, not their skeletons: they are what could be too wide.
        await expect(
          page.getByRole('region', { name: 'Soccer, next 24 hours' }).getByRole('link').first(),
        ).toBeVisible();
        await expect(page.getByRole('region', { name: 'Horse Racing' }).getByRole('tablist')).toBeVisible();
      },
    },
    // The lists with their rows drawn (a loading line could not be too wide).
    {
      name: 'sport',
      open: async (page) => {
        await openAndSee(page, '/sport/1', 'Soccer');
        await expect(
          page.getByRole('table', { name: 'Soccer markets' }).getByRole('row').nth(1),
        ).toBeVisible();
      },
    },
    {
      name: 'live',
      open: async (page) => {
        await openAndSee(page, '/live', 'Live');
        // The world may have nothing in play at some hour: then the empty line is the screen.
        await expect(
          page
            .getByRole('table')
            .getByRole('row')
            .nth(1)
            .or(page.getByText('There are no events to be displayed')),
        ).toBeVisible();
      },
    },
    // Ladder first: the view is saved with the account, and the other specs expect the grid.
    marketScreen(market, 'Ladder'),
    marketScreen(market, 'Grid'),
    searchResults(market),
    ...ACCOUNT_SCREENS,
    {
      name: 'bet history',
      open: async (page) => {
        await openAndSee(page, '/bet-history', 'Bet history');
        // The settled markets or the empty lines, not the loading skeleton.
        await expect(
          page.getByRole('table').getByRole('row').nth(1).or(page.getByText('No details for this market')),
        ).toBeVisible();
      },
    },
    {
      // The practice page before a file is opened (e2e/practice.spec.ts walks the rest).
      name: 'practice',
      open: async (page) => {
        await openAndSee(page, '/practice', 'Practice on recorded markets');
        await expect(page.getByLabel('Historical file')).toBeVisible();
      },
    },
  ];
}

/** Every route of a signed-in page: those that need a session and the open ones in the shell. */
export function signedInScreens(market: PricedMarket): readonly Screen[] {
  return [...sessionScreens(market), ...OPEN_SCREENS];
}
