// The shell stays mounted while the trader moves between pages of different frames (home, signed-in
// pages, open pages): its state and the settings save waiting its 2 s (account-and-product §4)
// survive the navigation.
import { act, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { exchangePath, stubFetch, stubWebSocket } from './testing/fetch-stub';
import { renderApp, resetApp, signInForTest } from './testing/render-app';
import { eventually } from '@/testing/eventually';

beforeEach(async () => {
  await resetApp();
  stubWebSocket();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubServer() {
  return stubFetch([
    ['GET', '/api/geo/', { body: { result: { country_code3: 'GBR' } } }],
    ['GET', '/api/users/V123', { body: { vendorID: 'V123', settings: DEFAULT_USER_SETTINGS } }],
    ['PUT', '/api/users/V123', (request) => ({ body: request.body })],
    ['POST', exchangePath('betting', 'listMarketCatalogue'), { body: [] }],
  ]);
}

describe('the signed-in frame across pages', () => {
  it('still saves a setting changed just before going home from another page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubServer();
    signInForTest();
    const { router } = renderApp('/store');
    await eventually(() => expect(useSettingsStore.getState().isOnDatabase).toBe(true));

    act(() => useSettingsStore.getState().update({ theme: 'dark' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => router.navigate('/'));
    await act(() => vi.advanceTimersByTimeAsync(1600));

    const saved = fetch.callsTo('/api/users/V123', 'PUT');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.body).toMatchObject({ settings: { theme: 'dark' } });
  });

  it('keeps the header as the trader left it when moving between home, lists and open pages', async () => {
    stubServer();
    signInForTest();
    const { router } = renderApp('/about');
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse header' }));
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/live'));
    expect(await screen.findByRole('heading', { name: 'Live' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand header' })).toBeInTheDocument();
  });

  it('shows visitors the landing page at home and the visitor frame on open pages', async () => {
    stubServer();
    const { router } = renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Greenbook' })).toBeInTheDocument();
    await act(() => router.navigate('/index'));
    expect(await screen.findByRole('link', { name: 'login for free' })).toBeInTheDocument();
  });
});
