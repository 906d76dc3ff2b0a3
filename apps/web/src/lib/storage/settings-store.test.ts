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
