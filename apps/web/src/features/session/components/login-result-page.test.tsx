import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket, type StubRoute } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from '@/app/testing/render-app';
import { useSessionStore } from '@/lib/session/session-store';
import { setLanguage } from '@/lib/storage/language';
import { eventually } from '@/testing/eventually';

const GEO: StubRoute = ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }];

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login result page', () => {
  it('exchanges the code for the token, then goes home signed in', async () => {
    const fetch = stubFetch([
      GEO,
      ['GET', '/api/betfair/login/code-12345', { body: { access_token: 'tok-1', token_type: 'BEARER' } }],
      [
        'POST',
        exchangePath('account', 'getAccountDetails'),
        {
          body: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            currencyCode: 'GBP',
            localeCode: 'en_GB',
            countryCode: 'GB',
            region: 'GBR',
            timezone: 'GMT',
            discountRate: 0,
            pointsBalance: 0,
          },
        },
      ],
      [
        'POST',
        exchangePath('account', 'getAccountFunds'),
        { body: { availableToBetBalance: 100, exposure: 0 } },
      ],
      ['POST', exchangePath('account', 'getVendorClientId'), { body: 'V123' }],
      ['POST', exchangePath('account', 'listCurrencyRates'), { body: [{ currencyCode: 'GBP', rate: 1 }] }],
      ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: {} } }],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    const { router } = renderApp('/login/result?code=code-12345');
    await eventually(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().token).toBe('tok-1');
    // Home inside the shell once the identity is known.
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(useSessionStore.getState().user).toMatchObject({ vendorId: 'V123', localeCode: 'en-GB' });
    const details = fetch.callsTo(exchangePath('account', 'getAccountDetails'))[0];
    expect(details?.headers['authorization']).toBe('BEARER tok-1');
    expect(fetch.callsTo('/api/betfair/login/code-12345')).toHaveLength(1);
  });

  it('toasts the exchange error details of a refused code and goes home signed out', async () => {
    stubFetch([
      GEO,
      [
        'GET',
        '/api/betfair/login/bad-code-1',
        {
          status: 400,
          body: {
            error: 'LOGIN_FAILED',
            errorCode: 'INVALID_AUTH_CODE',
            message: 'The authorisation code is not valid.',
            details: 'The authorisation code is not valid.',
          },
        },
      ],
    ]);
    const { router } = renderApp('/login/result?code=bad-code-1');
    expect(await screen.findByText('The authorisation code is not valid.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'login for free' })).toBeInTheDocument();
  });

  it('toasts the generic login error when the answer has no details', async () => {
    stubFetch([GEO, ['GET', '/api/betfair/login/bad-code-2', { status: 500, body: 'oops' }]]);
    renderApp('/login/result?code=bad-code-2');
    expect(
      await screen.findByText('Something went wrong when trying to login. Please try again later.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a refused code without details', 400, { error: 'LOGIN_FAILED', message: 'Something went wrong…' }],
    [
      'a malformed code',
      400,
      { error: 'BAD_REQUEST', message: 'params.code: must be at least 8 characters' },
    ],
    ['too many requests', 429, { error: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded' }],
  ])('toasts the translated generic text for %s, never the server text', async (_case, status, body) => {
    await setLanguage('pt');
    stubFetch([GEO, ['GET', '/api/betfair/login/bad-code-3', { status, body }]]);
    renderApp('/login/result?code=bad-code-3');
    expect(
      await screen.findByText('Algo deu errado ao tentar entrar. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(body.message)).not.toBeInTheDocument();
  });

  it('toasts the unreachable text when the server could not reach the exchange', async () => {
    stubFetch([
      GEO,
      [
        'GET',
        '/api/betfair/login/bad-code-4',
        { status: 502, body: { error: 'LOGIN_SERVICE_FAILED', errorCode: 'NO_RESPONSE', message: 'x' } },
      ],
    ]);
    renderApp('/login/result?code=bad-code-4');
    expect(
      await screen.findByText(
        'Error communicating with our login service. Check your internet connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('redirects signed-in users from /login to /my-account', async () => {
    stubFetch([GEO]);
    signInForTest();
    const { router } = renderApp('/login');
    await eventually(() => expect(router.state.location.pathname).toBe('/my-account'));
  });
});
