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
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('landing page (visitors at /)', () => {
  it('links to account, prices and FAQs', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/my-account');
    expect(within(nav).getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '#prices');
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
    const prices = screen.getByRole('heading', { name: 'Prices' }).closest('section');
    expect(prices).toHaveAttribute('id', 'prices');
    // account-and-product §1: the final prices, struck out, the year being 366 days.
    expect(prices).toHaveTextContent('per year (366 days)');
  });

  it('preselects the detected country and signs on at the chosen domain', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const select = await screen.findByRole('combobox', { name: 'Exchange country' });
    await eventually(() => expect(select).toHaveValue('ITA'));
    const login = screen.getByRole('link', { name: 'login for free' });
    await eventually(() => expect(login.getAttribute('href')).toContain('identitysso.betfair.it'));
    const address = new URL(login.getAttribute('href')!);
    expect(address.pathname).toBe('/view/vendor-login');
    expect(address.searchParams.get('client_id')).toBe('70001');
    expect(address.searchParams.get('response_type')).toBe('code');
    expect(address.searchParams.get('redirect_uri')).toBe('login/result');

    await user.selectOptions(select, 'Spain');
    expect(new URL(login.getAttribute('href')!).hostname).toBe('identitysso.betfair.es');
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
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
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
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(hero.style.getPropertyValue('--landing-parallax')).toBe('');
  });

  it('compares free and SUPER', async () => {
    renderApp('/');
    const table = await screen.findByRole('table', { name: 'Free vs SUPER' });
    const row = within(table).getByRole('row', { name: /Global cash out/ });
    expect(within(row).getByLabelText('Not included')).toBeInTheDocument();
    expect(within(row).getByLabelText('Included')).toBeInTheDocument();
    for (const feature of [
      'Keep in Play',
      'Fill or Kill',
      'Tick Offset',
      'Stop Loss',
      'Market tabs',
      'Live scores',
    ])
      expect(within(table).getByRole('rowheader', { name: feature })).toBeInTheDocument();
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
    const user = userEvent.setup();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Português' }));
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
    await eventually(() => expect(screen.getByRole('combobox')).toHaveValue('DEFAULT'));
    const address = new URL(login.getAttribute('href')!);
    expect(address.pathname).toBe('/identitysso/view/vendor-login');
    expect(address.searchParams.get('client_id')).toBe('70001');
  });
});
