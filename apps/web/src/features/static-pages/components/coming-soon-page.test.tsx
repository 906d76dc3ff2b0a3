import { screen } from '@testing-library/react';
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
  it.each(['/about', '/faq', '/terms-conditions', '/user-guide', '/widgets'])(
    '%s is open to visitors',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    },
  );

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
