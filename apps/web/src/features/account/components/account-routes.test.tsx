// The account routes in the whole app (account-and-product §2, §6): /store and /my-account inside
// the signed-in shell, visitors sent to /; /email-confirmation open to visitors.
import { screen } from '@testing-library/react';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from '@/app/testing/render-app';

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
  stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
    ['GET', '/api/users/subscriptions/V123', { body: { isPremium: false, verifiedEmail: false } }],
    ['GET', /^\/api\/email-confirmation\//, { status: 202, body: { status: 'ALREADY_CONFIRMED' } }],
    ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
  ]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the account routes', () => {
  it.each([
    ['/store', 'Upgrade to SUPER'],
    ['/my-account', 'My account'],
  ])('%s shows its page inside the shell when signed in', async (path, heading) => {
    signInForTest();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  it.each(['/store', '/my-account'])('%s sends visitors to the landing page', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('link', { name: 'login for free' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/email-confirmation is open to visitors', async () => {
    renderApp(`/email-confirmation?code=${'c'.repeat(32)}`);
    expect(await screen.findByText('Your e-mail address is already confirmed.')).toBeInTheDocument();
  });
});
