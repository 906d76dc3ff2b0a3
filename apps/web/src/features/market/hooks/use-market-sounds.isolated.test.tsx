import { act, render } from '@testing-library/react';
import { DEFAULT_USER_SETTINGS } from '@greenbook/trading';
import { describe, expect, it, vi } from 'vitest';
import { playMarketSound, prepareMarketSounds } from '@/lib/market/market-sounds';
import { useSettingsStore } from '@/lib/storage/settings-store';
import {
  createTestLiveExchange,
  LiveExchangeTestProvider,
  marketDefinition,
  marketImage,
  runnerDefinition,
} from '@/testing/live-exchange-test-kit';
import { useMarketSounds } from './use-market-sounds';

vi.mock('@/lib/market/market-sounds', () => ({ playMarketSound: vi.fn(), prepareMarketSounds: vi.fn() }));

function Probe() {
  useMarketSounds('1.9');
  return null;
}

describe('market sounds (trading-core §4)', () => {
  it('plays the live sound when the market goes in play and the suspended sound on SUSPENDED', () => {
    useSettingsStore.setState({ settings: DEFAULT_USER_SETTINGS });
    const kit = createTestLiveExchange();
    render(
      <LiveExchangeTestProvider kit={kit}>
        <Probe />
      </LiveExchangeTestProvider>,
    );
    const apply = (extra: Parameters<typeof marketDefinition>[1]) =>
      act(() => {
        kit.applyMarket(marketImage('1.9', marketDefinition([runnerDefinition(1)], extra)));
      });
    // Sounds are on by default: the audio context is made ahead, not by the first sound.
    expect(prepareMarketSounds).toHaveBeenCalled();
    apply({ status: 'OPEN', inPlay: false });
    expect(playMarketSound).not.toHaveBeenCalled();
    apply({ status: 'OPEN', inPlay: true });
    expect(playMarketSound).toHaveBeenLastCalledWith('S19');
    apply({ status: 'SUSPENDED', inPlay: true });
    expect(playMarketSound).toHaveBeenLastCalledWith('S20');
    expect(playMarketSound).toHaveBeenCalledTimes(2);
  });
});
