// account-and-product §4 "Logout clears the token and resets all stores": the next person signing
// in in the same tab starts from nothing the previous one typed or picked.
import { beforeEach, describe, expect, it } from 'vitest';
import { usePendingBetsStore } from '@/features/betting/model/pending-bets-store';
import { useLadderSelectionStore } from '@/features/ladder/model/ladder-selection-store';
import { signOut } from '@/features/session';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { useSidebarRunnerStore } from '@/lib/sidebar-runner/sidebar-runner-store';
import { STORAGE_KEYS } from '@/lib/storage/local-storage';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { resetApp, signInForTest } from './testing/render-app';

beforeEach(async () => {
  await resetApp();
});

function useEveryStore(): void {
  useMarketScreenStore.getState().setTempStake(25);
  useMarketScreenStore.getState().setMarketFullscreen(true);
  useLadderSelectionStore.getState().dispatch('1.1', { type: 'toggle', runnerId: '11_0', maxLadders: 3 });
  useLadderSelectionStore.getState().center('1.1');
  useSidebarRunnerStore.getState().toggle('1.1', '11_0');
  usePendingBetsStore.getState().add({ marketId: '1.1', side: 'BACK', runnerName: 'A', odd: 2, seconds: 5 });
}

describe('sign-out', () => {
  it('puts the typed stake, ladder and sidebar picks and pending bets back to the start', () => {
    signInForTest();
    useEveryStore();
    useSettingsStore.getState().update({ confirmation: false }); // writes the settings' mirrors
    expect(localStorage.getItem(STORAGE_KEYS.sounds)).not.toBeNull();
    expect(useMarketScreenStore.getState().tempStake).toBe(25);

    signOut();

    expect(useMarketScreenStore.getState()).toMatchObject({ tempStake: undefined, marketFullscreen: false });
    expect(useLadderSelectionStore.getState()).toMatchObject({
      selections: {},
      sizedFor: {},
      scrollIndex: {},
    });
    expect(useSidebarRunnerStore.getState().byMarket).toEqual({});
    expect(usePendingBetsStore.getState().bets).toEqual([]);
    // Nor do the local copies of the user's sound and notification settings stay behind.
    expect(localStorage.getItem(STORAGE_KEYS.sounds)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.notifications)).toBeNull();
  });

  it('keeps the stores while signed in (a new market, not a new person)', () => {
    signInForTest();
    useEveryStore();
    signInForTest();
    expect(useMarketScreenStore.getState().tempStake).toBe(25);
  });
});
