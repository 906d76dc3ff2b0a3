import { act, screen } from '@testing-library/react';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangePath, stubFetch, stubWebSocket, type StubRequest } from '@/app/testing/fetch-stub';
import { renderApp, resetApp, signInForTest, TEST_USER } from '@/app/testing/render-app';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/lib/session/session-store';
import { signOut } from '../model/session-actions';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { eventually } from '@/testing/eventually';

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function settingsOf(request: StubRequest | undefined): Record<string, unknown> {
  return (request?.body as { settings: Record<string, unknown> }).settings;
}

/** The product service holding `settings` for V123 and taking saves; no markets on the exchange. */
function stubSettingsService(settings: UserSettings) {
  return stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings } }],
    ['PUT', '/api/users/V123', (request) => ({ body: request.body })],
    ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
  ]);
}

describe('session: settings on the product service', () => {
  it('creates the settings when the user has none, then saves changes 2 s after the last one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      ['GET', '/api/users/V123', { status: 404, body: { error: 'NOT_FOUND' } }],
      ['POST', '/api/users/', (request) => ({ status: 201, body: request.body })],
      ['PUT', '/api/users/V123', (request) => ({ body: request.body })],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    signInForTest();
    renderApp('/');
    await eventually(() => expect(useSettingsStore.getState().isOnDatabase).toBe(true));
    // From here the clock moves only when told: real time passing on a busy machine must not
    // push it past the 2 s debounce between the steps below.
    vi.setTimerTickMode('manual');
    const created = fetch.callsTo('/api/users/', 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]?.headers['authorization']).toBe('BEARER test-token');
    expect(created[0]?.body).toMatchObject({ vendorID: 'V123' });
    expect(settingsOf(created[0])).toMatchObject({ stakeButtons: DEFAULT_USER_SETTINGS.stakeButtons });

    act(() => useSettingsStore.getState().update({ confirmation: false }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    act(() => useSettingsStore.getState().update({ theme: 'dark' }));
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(fetch.callsTo('/api/users/V123', 'PUT')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    const saved = fetch.callsTo('/api/users/V123', 'PUT');
    expect(saved).toHaveLength(1);
    expect(settingsOf(saved[0])).toMatchObject({ confirmation: false, theme: 'dark' });
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });

  it.each([
    ['the page is left', () => window.dispatchEvent(new Event('pagehide'))],
    ['the user logs out', () => signOut()],
  ])('sends a settings change still waiting at once when %s', async (_when, leave) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubSettingsService(DEFAULT_USER_SETTINGS);
    signInForTest();
    renderApp('/');
    await eventually(() => expect(useSettingsStore.getState().isOnDatabase).toBe(true));
    vi.setTimerTickMode('manual'); // the 2 s debounce must not run out on a busy machine's real time
    act(() => useSettingsStore.getState().update({ confirmation: false }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(leave);
    const saved = fetch.callsTo('/api/users/V123', 'PUT');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ keepalive: true, headers: { authorization: 'BEARER test-token' } });
    expect(settingsOf(saved[0])).toMatchObject({ confirmation: false });
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(fetch.callsTo('/api/users/V123', 'PUT')).toHaveLength(1);
    window.dispatchEvent(new Event('pageshow')); // the page stays: later tests may lose sessions again
  });

  it('uses the stored settings when the user has them', async () => {
    stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      [
        'GET',
        '/api/users/V123',
        { body: { vendorID: 'V123', settings: { ...DEFAULT_USER_SETTINGS, defaultStake: 10 } } },
      ],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    signInForTest();
    renderApp('/');
    await eventually(() => expect(useSettingsStore.getState().settings.defaultStake).toBe(10));
  });

  it("takes another device's settings over the stale copy this browser restored", async () => {
    const fetch = stubSettingsService({ ...DEFAULT_USER_SETTINGS, stakeButtons: [2, 7, 10], theme: 'dark' });
    // What this browser saved before the other device's change, restored at the page's start.
    useSettingsStore.getState().load(DEFAULT_USER_SETTINGS, true);
    signInForTest();
    renderApp('/');
    await eventually(() => expect(useSettingsStore.getState().settings.stakeButtons).toEqual([2, 7, 10]));
    await eventually(() => expect(document.documentElement.dataset['theme']).toBe('dark'));
    // Read, not a change of this browser's: nothing is sent back.
    expect(fetch.callsTo('/api/users/V123', 'PUT')).toHaveLength(0);
  });

  it("reads the account from the exchange again when this browser's copy is not the user's", async () => {
    // A page loaded before an earlier one stored the account copy: the session is restored, the
    // settings still hold the defaults (GBP, rate 1); a BRL account must not be shown in pounds.
    const fetch = stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'BRA' } } }],
      [
        'POST',
        exchangePath('account', 'getAccountDetails'),
        {
          body: {
            firstName: 'Pedro',
            lastName: 'Alves',
            currencyCode: 'BRL',
            localeCode: 'pt_BR',
            countryCode: 'BR',
            region: 'BRA',
            timezone: 'BRT',
            discountRate: 0,
            pointsBalance: 0,
          },
        },
      ],
      [
        'POST',
        exchangePath('account', 'getAccountFunds'),
        { body: { availableToBetBalance: 250, exposure: 0 } },
      ],
      ['POST', exchangePath('account', 'listCurrencyRates'), { body: [{ currencyCode: 'BRL', rate: 6.5 }] }],
      ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    signInForTest(
      { ...TEST_USER, firstName: 'Pedro', lastName: 'Alves', currencyCode: 'BRL', countryCode: 'BR' },
      { accountCopy: false },
    );
    renderApp('/');
    await eventually(() =>
      expect(useSettingsStore.getState().settings.loggedUser).toMatchObject({
        vendorId: 'V123',
        currencyCode: 'BRL',
        conversionRate: 6.5,
        available: 250,
      }),
    );
    expect(fetch.callsTo(exchangePath('account', 'getAccountDetails'))).toHaveLength(1);
    // The vendor id the session already knows is used; it is not asked for again.
    expect(fetch.callsTo(exchangePath('account', 'getVendorClientId'))).toHaveLength(0);
    // The account's locale (pt_BR) turns the interface Portuguese; waiting for it here also keeps
    // that switch (its texts load asynchronously) from landing in the next test's English page.
    expect(await screen.findByRole('button', { name: 'Recolher cabeçalho' })).toBeInTheDocument();
  });

  it("keeps and sends again this browser's change the service never confirmed", async () => {
    const fetch = stubSettingsService(DEFAULT_USER_SETTINGS);
    // The last page changed the default stake and left with its save unanswered.
    useSettingsStore.getState().load({ ...DEFAULT_USER_SETTINGS, defaultStake: 25 }, true);
    signInForTest();
    localStorage.setItem('greenbook.settingsUnsaved', 'V123');
    renderApp('/');
    await eventually(() => expect(fetch.callsTo('/api/users/V123', 'PUT')).toHaveLength(1));
    expect(settingsOf(fetch.callsTo('/api/users/V123', 'PUT')[0])).toMatchObject({ defaultStake: 25 });
    await eventually(() => expect(localStorage.getItem('greenbook.settingsUnsaved')).toBeNull());
    await eventually(() => expect(fetch.callsTo('/api/users/V123', 'GET')).toHaveLength(1));
    expect(useSettingsStore.getState().settings.defaultStake).toBe(25);
  });

  it("keeps this browser's change when the service answers the read with the copy from before its save", async () => {
    // The read starts before the save is answered and is answered after it, with the service's
    // copy from before the save.
    let readStarted: () => void = () => undefined;
    const reading = new Promise<void>((resolve) => (readStarted = resolve));
    let saveConfirmed: () => void = () => undefined;
    const confirmed = new Promise<void>((resolve) => (saveConfirmed = resolve));
    const fetch = stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      [
        'GET',
        '/api/users/V123',
        async () => {
          readStarted();
          await confirmed;
          return { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } };
        },
      ],
      [
        'PUT',
        '/api/users/V123',
        async (request) => {
          await reading;
          setTimeout(saveConfirmed, 0); // once this answer has reached the page
          return { body: request.body };
        },
      ],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    useSettingsStore.getState().load({ ...DEFAULT_USER_SETTINGS, defaultStake: 25 }, true);
    signInForTest();
    localStorage.setItem('greenbook.settingsUnsaved', 'V123');
    const { queryClient } = renderApp('/');
    await eventually(() => expect(localStorage.getItem('greenbook.settingsUnsaved')).toBeNull());
    expect(fetch.callsTo('/api/users/V123', 'PUT')).toHaveLength(1);
    // The read answered and React's effects for it run: the change of the earlier page still stands.
    await eventually(() =>
      expect(queryClient.getQueryState(['session', 'settings', 'V123'])?.status).toBe('success'),
    );
    await act(() => Promise.resolve());
    expect(useSettingsStore.getState().settings.defaultStake).toBe(25);
  });

  it('saves the application state locally 1 s after a change while signed in', async () => {
    vi.useFakeTimers(); // not advancing with real time: 900 ms must stay 900 ms on a busy machine
    const { startAppStatePersistence } = await import('@/lib/storage/app-state');
    const stop = startAppStatePersistence();
    signInForTest();
    act(() => useSettingsStore.getState().update({ defaultStake: 25 }));
    await vi.advanceTimersByTimeAsync(900);
    expect(localStorage.getItem('greenbook.state')).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(JSON.parse(localStorage.getItem('greenbook.state')!)).toMatchObject({
      settings: { defaultStake: 25 },
    });
    stop();
  });

  it('saves a change still waiting at once when the page is left, so a quick reload keeps it', async () => {
    vi.useFakeTimers();
    const { startAppStatePersistence } = await import('@/lib/storage/app-state');
    const stop = startAppStatePersistence();
    signInForTest();
    act(() => useSettingsStore.getState().update({ defaultStake: 10 }));
    await vi.advanceTimersByTimeAsync(100);
    expect(localStorage.getItem('greenbook.state')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('greenbook.state')!)).toMatchObject({
      settings: { defaultStake: 10 },
    });
    window.dispatchEvent(new Event('pageshow')); // the page stays: later tests may lose sessions again
    stop();
  });

  it('loses the session on an invalid-session answer: toast, then signed out', async () => {
    stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
      [
        'POST',
        exchangePath('betting', 'listMarketCatalogue'),
        {
          status: 400,
          body: {
            detail: {
              exceptionname: 'APINGException',
              APINGException: { errorCode: 'INVALID_SESSION_INFORMATION', errorDetails: '' },
            },
          },
        },
      ],
    ]);
    signInForTest();
    renderApp('/');
    expect(
      await screen.findByText('Session lost. Please check your internet connection and login again.'),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'login for free' })).toBeInTheDocument();
  });

  it('signs out when another tab signs out', async () => {
    stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    signInForTest();
    renderApp('/');
    await screen.findByRole('button', { name: /log ?out/i });
    const stored = localStorage.getItem(SESSION_STORAGE_KEY);
    // Another tab's logout: the shared session entry loses its token.
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: SESSION_STORAGE_KEY,
          oldValue: stored,
          newValue: JSON.stringify({ state: { tokenType: 'BEARER' }, version: 0 }),
        }),
      );
    });
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'login for free' })).toBeInTheDocument();
  });

  it("ends this tab's session, in memory only, when another tab signs someone else in", async () => {
    stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    signInForTest();
    renderApp('/');
    await screen.findByRole('button', { name: /log ?out/i });
    // The other tab has stored its own session.
    const theirs = JSON.stringify({ state: { token: 'their-token', tokenType: 'BEARER' }, version: 0 });
    localStorage.setItem(SESSION_STORAGE_KEY, theirs);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: theirs }));
    });
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(useSessionStore.getState().user).toBeUndefined();
    // Their session is left as they wrote it.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(theirs);
  });

  it('keeps asking for the settings when the product service fails, telling the trader once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    stubFetch([
      ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
      [
        'GET',
        '/api/users/V123',
        () => {
          asked += 1;
          return asked <= 2
            ? { status: 503, body: { error: 'SERVICE_UNAVAILABLE' } }
            : { body: { vendorID: 'V123', settings: { ...DEFAULT_USER_SETTINGS, defaultStake: 7 } } };
        },
      ],
      ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
    ]);
    signInForTest();
    renderApp('/');
    // The retries back off 2 s then 4 s: the fake clock jumps over them instead of waiting 6 s.
    await eventually(() => expect(asked).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(
      await screen.findByText(
        'Something went wrong when trying to comunicate with our servers. Please try again later or contact us.',
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await eventually(() => expect(useSettingsStore.getState().settings.defaultStake).toBe(7));
    expect(asked).toBe(3);
  });
});
