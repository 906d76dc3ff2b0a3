import { DEFAULT_AUTO_OPTIONS, DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from './settings-store';

const withAutoOptions = {
  ...DEFAULT_USER_SETTINGS,
  autoOptions: { ...DEFAULT_AUTO_OPTIONS, countOn: 1, keepInPlay: { active: true } },
};

beforeEach(() => useSettingsStore.getState().clear());

describe('premium status', () => {
  it('keeps the auto options of a SUPER user', () => {
    useSettingsStore.getState().load(withAutoOptions, true);
    useSettingsStore.getState().setPremium(true);
    expect(useSettingsStore.getState().isPremium).toBe(true);
    expect(useSettingsStore.getState().settings.autoOptions.keepInPlay.active).toBe(true);
  });

  it('clears the auto options when premium is lost (account-and-product §5)', () => {
    useSettingsStore.getState().load(withAutoOptions, true);
    useSettingsStore.getState().setPremium(true);
    useSettingsStore.getState().setPremium(false);
    expect(useSettingsStore.getState().isPremium).toBe(false);
    expect(useSettingsStore.getState().settings.autoOptions).toEqual(DEFAULT_AUTO_OPTIONS);
    expect(useSettingsStore.getState().settings.stakeButtons).toEqual(DEFAULT_USER_SETTINGS.stakeButtons);
  });
});

describe('changes made before the product service answers', () => {
  it('are laid over the service copy when it loads, as a change after the load', () => {
    useSettingsStore.getState().update({ theme: 'dark' });
    const loadsBefore = useSettingsStore.getState().loads;
    const seen: Array<{ theme: string; loads: number }> = [];
    const stop = useSettingsStore.subscribe((state) =>
      seen.push({ theme: state.settings.theme, loads: state.loads }),
    );
    useSettingsStore.getState().load({ ...DEFAULT_USER_SETTINGS, theme: 'light', defaultStake: 7 }, true);
    stop();
    expect(useSettingsStore.getState().settings.theme).toBe('dark');
    expect(useSettingsStore.getState().settings.defaultStake).toBe(7);
    // The load, then the change on top of it with the same load count (the sync saves that one).
    expect(seen).toEqual([
      { theme: 'light', loads: loadsBefore + 1 },
      { theme: 'dark', loads: loadsBefore + 1 },
    ]);
    expect(useSettingsStore.getState().earlyChanges).toEqual({});
  });

  it('are not replayed over a later load once the service copy is in', () => {
    useSettingsStore.getState().load(DEFAULT_USER_SETTINGS, true);
    useSettingsStore.getState().update({ theme: 'dark' });
    useSettingsStore.getState().load({ ...DEFAULT_USER_SETTINGS, theme: 'light' }, true);
    expect(useSettingsStore.getState().settings.theme).toBe('light');
  });

  it('are forgotten at sign-out', () => {
    useSettingsStore.getState().update({ theme: 'dark' });
    useSettingsStore.getState().clear();
    useSettingsStore.getState().load(DEFAULT_USER_SETTINGS, true);
    expect(useSettingsStore.getState().settings.theme).toBe(DEFAULT_USER_SETTINGS.theme);
  });
});
