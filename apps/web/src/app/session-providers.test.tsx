// The signed-in connections take the product server's app key from its sign-on info: the exchange
// calls carry it, and without it (the server did not tell it) nothing calls the exchange.
import { screen } from '@testing-library/react';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, stubWebSocket, TEST_SIGN_ON } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from '@/app/testing/render-app';
import { eventually } from '@/testing/eventually';

const GEO = ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }] as const;
const SETTINGS = [
  'GET',
  '/api/users/V123',
  { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } },
] as const;

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in connections', () => {
  it("send the server's app key with every exchange call", async () => {
    const fetch = stubFetch([GEO, SETTINGS]);
    signInForTest();
    renderApp('/');
    await eventually(() => expect(fetch.callsTo(/^\/exchange\//).length).toBeGreaterThan(0));
    for (const call of fetch.callsTo(/^\/exchange\//))
      expect(call.headers['x-application'], call.path).toBe(TEST_SIGN_ON.appKey);
  });

  it('say the servers are unreachable, and call no exchange, when the server gives no app key', async () => {
    const fetch = stubFetch([GEO, SETTINGS, ['GET', '/api/betfair/sign-on', { status: 503, body: {} }]]);
    signInForTest();
    renderApp('/');
    expect(await screen.findByText(/Something went wrong when trying to comunicate/)).toBeInTheDocument();
    expect(fetch.callsTo(/^\/exchange\//)).toEqual([]);
  });
});
