// account-and-product §3 "saved state object (… settings with the premium flag)".
import { DEFAULT_AUTO_OPTIONS, DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp, signInForTest } from '@/app/testing/render-app';
import { followOtherTabsSettings, restoreAppState, startAppStatePersistence } from './app-state';
import { useSettingsStore } from './settings-store';

const withAutoOptions = {
  ...DEFAULT_USER_SETTINGS,
  autoOptions: { ...DEFAULT_AUTO_OPTIONS, countOn: 1, keepInPlay: { active: true } },
};

beforeEach(async () => {
  await resetApp();
});

function saveState(state: unknown): void {
  localStorage.setItem('greenbook.state', JSON.stringify(state));
}

describe('the saved application state and premium', () => {
  it('saves the premium flag with the settings', () => {
    const stop = startAppStatePersistence();
    signInForTest();
    useSettingsStore.getState().load(withAutoOptions, true);
    useSettingsStore.getState().setPremium(true);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    stop();
    expect(JSON.parse(localStorage.getItem('greenbook.state')!)).toMatchObject({ isPremium: true });
  });

  it('treats a SUPER user as SUPER after a reload, before the subscription call answers', () => {
    signInForTest();
    saveState({ settings: withAutoOptions, isOnDatabase: true, isPremium: true });
    restoreAppState();
    expect(useSettingsStore.getState().isPremium).toBe(true);
    expect(useSettingsStore.getState().settings.autoOptions.keepInPlay.active).toBe(true);
  });

  it('leaves a state saved without the flag to the subscription call (auto options kept meanwhile)', () => {
    signInForTest();
    saveState({ settings: withAutoOptions, isOnDatabase: true });
    restoreAppState();
    expect(useSettingsStore.getState().isPremium).toBe(false);
    expect(useSettingsStore.getState().settings.autoOptions.keepInPlay.active).toBe(true);
  });
});

describe('settings saved by another tab of the same person', () => {
  const mine = {
    ...DEFAULT_USER_SETTINGS,
    loggedUser: { ...DEFAULT_USER_SETTINGS.loggedUser, vendorId: 'V1' },
  };
  const saved = (settings: unknown) =>
    new StorageEvent('storage', {
      key: 'greenbook.state',
      newValue: JSON.stringify({ settings, isOnDatabase: true, isPremium: false }),
    });

  it("takes them in, so this tab's next save does not undo them", () => {
    signInForTest();
    useSettingsStore.getState().load(mine, true);
    const stop = followOtherTabsSettings();
    window.dispatchEvent(saved({ ...mine, theme: 'dark' }));
    expect(useSettingsStore.getState().settings.theme).toBe('dark');
    // Another person's settings, or ours while still loading, are left alone.
    window.dispatchEvent(
      saved({ ...mine, theme: 'light', loggedUser: { ...mine.loggedUser, vendorId: 'V2' } }),
    );
    expect(useSettingsStore.getState().settings.theme).toBe('dark');
    useSettingsStore.getState().load(mine, false);
    window.dispatchEvent(saved({ ...mine, theme: 'dark' }));
    expect(useSettingsStore.getState().settings.theme).toBe('light');
    stop();
  });
});
