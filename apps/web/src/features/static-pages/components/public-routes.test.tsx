import { screen, within } from '@testing-library/react';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket } from '@/app/testing/fetch-stub';
import { renderApp, resetApp } from '@/app/testing/render-app';

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
  stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
    ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    [
      'POST',
      exchangePath('betting', 'listEventTypes'),
      { body: [{ eventType: { id: '1', name: 'Soccer' }, marketCount: 12 }] },
    ],
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it.each([
    ['/about', 'About Greenbook'],
    ['/terms-conditions', 'Terms and Conditions'],
    ['/faq', 'Frequently asked questions'],
    ['/user-guide', 'User Guide'],
  ])('%s is open to visitors, with the static pages’ links below it', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Information pages' });
    expect(within(links).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    expect(within(links).getByRole('link', { name: 'User Guide' })).toHaveAttribute('href', '/user-guide');
  });

  it('sends visitors of signed-in pages to the landing page', async () => {
    const { router } = renderApp('/live');
    expect(await screen.findByRole('link', { name: 'login for free' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '- 404 -' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
