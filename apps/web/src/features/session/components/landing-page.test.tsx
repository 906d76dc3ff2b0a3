import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/app/testing/fetch-stub';
import { renderApp, resetApp } from '@/app/testing/render-app';
import { eventually } from '@/testing/eventually';

const SIGN_ON = {
  vendorLoginUrl: 'https://identitysso.betfair.com/view/vendor-login',
  clientId: '70001',
  redirectUri: 'login/result',
};

beforeEach(async () => {
  await resetApp();
  stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'ITA', blocked: false } } }],
    ['GET', '/api/betfair/sign-on', { body: SIGN_ON }],
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

/** The footer's language switch, as a visitor uses it. */
async function choosePortuguese(): Promise<void> {
  const user = userEvent.setup();
  const footer = await screen.findByRole('contentinfo');
  await user.click(within(footer).getByRole('combobox', { name: 'Language' }));
  await user.click(await screen.findByRole('option', { name: 'Português' }));
}

describe('landing page (visitors at /)', () => {
  it('links to account, prices and FAQs', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Greenbook' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/my-account');
    expect(within(nav).getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '#prices');
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
  });

  it('links to the static pages from its footer', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const links = within(footer.getByRole('navigation', { name: 'Information pages' }));
    expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(links.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    expect(links.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('shows the prices block as the spec words it: the beta offer, the final prices struck out', async () => {
    renderApp('/');
    const prices = (await screen.findByRole('heading', { name: 'Prices' })).closest('section')!;
    expect(prices).toHaveAttribute('id', 'prices');
    expect(within(prices).getByText('During a beta, SUPER is free for 90 days.')).toBeInTheDocument();
    const monthly = within(prices).getByText('2.99 EUR per month');
    const yearly = within(prices).getByText('29.90 EUR per year (366 days)');
    expect(monthly.tagName).toBe('S');
    expect(yearly.tagName).toBe('S');
  });

  it('shows the prices block in Portuguese with Portuguese figures', async () => {
    renderApp('/');
    await choosePortuguese();
    const prices = (await screen.findByRole('heading', { name: 'Preços' })).closest('section')!;
    expect(within(prices).getByText('Durante um beta, o SUPER é grátis por 90 dias.')).toBeInTheDocument();
    expect(within(prices).getByText('2,99 EUR por mês').tagName).toBe('S');
    expect(within(prices).getByText('29,90 EUR por ano (366 dias)').tagName).toBe('S');
  });

  it('shows real screenshots of the grid, the ladder and a phone, sized and lazy below the fold', async () => {
    renderApp('/');
    const grid = await screen.findByRole('img', { name: /grid view of a live market/ });
    const ladder = screen.getByRole('img', { name: /ladder view of the same market/ });
    const phone = screen.getByRole('img', { name: /on a phone 390 pixels wide/ });
    expect(grid).toHaveAttribute('loading', 'eager');
    for (const shot of [ladder, phone]) expect(shot).toHaveAttribute('loading', 'lazy');
    for (const shot of [grid, ladder, phone]) {
      expect(shot.getAttribute('src')).toMatch(/-light\.webp$/);
      expect(Number(shot.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(shot.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it.each(['/index#prices', '/#prices'])(
    '%s jumps to the prices block once the page is drawn',
    async (path) => {
      const scrolled: Element[] = [];
      const noScroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
      // jsdom does not scroll: record which element the page asks to bring into view.
      Object.defineProperty(Element.prototype, 'scrollIntoView', {
        configurable: true,
        value(this: Element) {
          scrolled.push(this);
        },
      });
      try {
        renderApp(path);
        const prices = (await screen.findByRole('heading', { name: 'Prices' })).closest('section');
        await eventually(() => expect(scrolled).toEqual([prices]));
      } finally {
        if (noScroll !== undefined) Object.defineProperty(Element.prototype, 'scrollIntoView', noScroll);
      }
    },
  );

  it('drifts the hero backdrop with the scroll up to 900 px', async () => {
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    const scrollTo = async (y: number, offset: string) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
      window.dispatchEvent(new Event('scroll'));
      await eventually(() => expect(hero.style.getPropertyValue('--landing-parallax')).toBe(offset));
    };
    await scrollTo(500, '200px');
    await scrollTo(3000, '360px');
    await scrollTo(0, '0px');
  });

  it('keeps the hero still for people who asked for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduced-motion') }));
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')!;
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(hero.style.getPropertyValue('--landing-parallax')).toBe('');
  });

  it('compares free and SUPER on the features the spec names, the auto options grouped', async () => {
    renderApp('/');
    const table = await screen.findByRole('table', { name: 'Free vs SUPER' });
    const features = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(features).toEqual([
      'Global cash out',
      'Keep in Play',
      'Fill or Kill',
      'Tick Offset',
      'Stop Loss',
      'Market tabs',
      'Live scores',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Auto options' })).toBeInTheDocument();
    for (const feature of features) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${feature}`) });
      const [free, premium] = within(row).getAllByRole('img');
      expect(free).toHaveAccessibleName('Not included');
      expect(premium).toHaveAccessibleName('Included');
    }
  });

  it('compares free and SUPER in Portuguese', async () => {
    renderApp('/');
    await choosePortuguese();
    const table = await screen.findByRole('table', { name: 'Grátis x SUPER' });
    expect(within(table).getByRole('rowheader', { name: 'Cash out global' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Opções automáticas' })).toBeInTheDocument();
  });

  it('tells visitors to log in first when they press upgrade', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to SUPER' }));
    expect(await screen.findByText('Please login with the exchange provider first!')).toBeInTheDocument();
  });

  it('switches the theme from the footer and keeps it for the next visit', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const themeSwitch = within(footer).getByRole('switch', { name: 'Dark theme' });
    await eventually(() => expect(document.documentElement.dataset['theme']).toBe('light'));
    await user.click(themeSwitch);
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(localStorage.getItem('greenbook.theme')).toBe('dark');
  });

  it('switches the interface to Portuguese', async () => {
    renderApp('/');
    await choosePortuguese();
    expect(await screen.findByRole('link', { name: 'entrar grátis' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('falls back to the embedded sign-on when the server has no sign-on call', async () => {
    vi.unstubAllGlobals();
    stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      ['GET', '/api/betfair/sign-on', { status: 404, body: { error: 'NOT_FOUND' } }],
    ]);
    renderApp('/login');
    const login = await screen.findByRole('link', { name: 'login for free' });
    await eventually(() =>
      expect(screen.getByRole('combobox', { name: 'Exchange country' })).toHaveTextContent('International'),
    );
    const address = new URL(login.getAttribute('href')!);
    expect(address.pathname).toBe('/identitysso/view/vendor-login');
    expect(address.searchParams.get('client_id')).toBe('70001');
  });
});
