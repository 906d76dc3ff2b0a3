// account-and-product §3/§4 theme and language: a reload starts in the saved ones, read from local
// storage before the first render (no English or light first frame for pt or dark users).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  vi.resetModules(); // a fresh page: the stores read local storage again
});

afterEach(() => {
  localStorage.clear();
});

describe('before the first render of a reload', () => {
  it('applies the theme the visitor picked', async () => {
    localStorage.setItem('greenbook.theme', 'dark');
    const { applyThemeBeforeRender } = await import('./theme');
    applyThemeBeforeRender();
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });

  it("applies a signed-in user's theme from the restored settings", async () => {
    localStorage.setItem('greenbook.theme', 'light');
    localStorage.setItem(
      'greenbook.session',
      JSON.stringify({ state: { token: 't', tokenType: 'BEARER', user: undefined }, version: 0 }),
    );
    const { DEFAULT_USER_SETTINGS } = await import('@greenbook/trading');
    localStorage.setItem(
      'greenbook.state',
      JSON.stringify({ settings: { ...DEFAULT_USER_SETTINGS, theme: 'dark' }, isOnDatabase: true }),
    );
    const { restoreAppState } = await import('./app-state');
    const { applyThemeBeforeRender } = await import('./theme');
    restoreAppState();
    applyThemeBeforeRender();
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });

  it('starts in the language the person picked', async () => {
    localStorage.setItem('greenbook.language', 'pt');
    const { startLanguage } = await import('./language');
    expect(startLanguage()).toBe('pt');
  });

  it("starts in the stored user's language when none was picked", async () => {
    const user = {
      vendorId: 'V1',
      firstName: 'A',
      lastName: 'B',
      countryCode: 'BR',
      currencyCode: 'BRL',
      localeCode: 'pt-BR',
    };
    localStorage.setItem(
      'greenbook.session',
      JSON.stringify({ state: { token: 't', tokenType: 'BEARER', user }, version: 0 }),
    );
    const { startLanguage } = await import('./language');
    expect(startLanguage()).toBe('pt');
  });
});
