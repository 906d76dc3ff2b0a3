// account-and-product §3 "saved state object (… settings with the premium flag)".
import { DEFAULT_AUTO_OPTIONS, DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp, signInForTest } from '@/app/testing/render-app';
import { restoreAppState, startAppStatePersistence } from './app-state';
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
