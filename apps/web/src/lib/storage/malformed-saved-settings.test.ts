// account-and-product §4: a saved copy of the settings that is partly wrong (an older version, a
// hand edit) loses only its wrong fields, each back to its default; nothing throws.
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp, signInForTest } from '@/app/testing/render-app';
import { restoreAppState } from './app-state';
import { useSettingsStore } from './settings-store';

beforeEach(async () => {
  await resetApp();
});

describe('a malformed local copy of the settings', () => {
  it('keeps every valid field and falls back to the default for each wrong one', () => {
    signInForTest();
    const saved = {
      ...DEFAULT_USER_SETTINGS,
      theme: 'dark',
      stakeButtons: [3, 7],
      defaultStake: 7,
      moneyWeight: { bestOdd: 90, secondOdd: 30, thirdOdd: 20 }, // totals 140
      ladderView: { textSize: 9, rowHeight: 0, rowSpace: 0 }, // 9 is out of range
      oddsView: 'SIDEWAYS',
      sounds: 'loud',
      hideBetNotifications: { error: true, success: false },
    };
    localStorage.setItem('greenbook.state', JSON.stringify({ settings: saved, isOnDatabase: true }));
    restoreAppState();
    expect(useSettingsStore.getState().settings).toEqual({
      ...DEFAULT_USER_SETTINGS,
      theme: 'dark',
      stakeButtons: [3, 7],
      defaultStake: 7,
      hideBetNotifications: { error: true, success: false },
    });
  });

  it('gives the defaults for a copy that is not settings at all', () => {
    signInForTest();
    for (const settings of [null, 'text', 42, [1, 2]]) {
      localStorage.setItem('greenbook.state', JSON.stringify({ settings, isOnDatabase: true }));
      restoreAppState();
      expect(useSettingsStore.getState().settings).toEqual(DEFAULT_USER_SETTINGS);
    }
  });
});
