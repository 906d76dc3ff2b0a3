// One ladder's level store, kept in step with the live caches outside React: every market or
// order message on this market updates the store, which tells only the rows that changed (each
// row subscribes to its own tick and draws its cells itself: components/ladder-row.tsx).
import { useEffect, useMemo } from 'react';
import type { PriceLadder } from '@greenbook/trading';
import { regimeOf } from '@/lib/market/bet-delay';
import { useSettingsStore } from '@/lib/storage/settings-store';
import type { LiveExchange } from '@/lib/stream/live-exchange';
import { useLiveExchange } from '@/lib/stream/use-live';
import { LadderLevelStore } from '../model/ladder-levels';

function sync(store: LadderLevelStore, live: LiveExchange, marketId: string): void {
  store.update(
    live.runner(marketId, store.runnerKey),
    live.orders.markets.get(marketId)?.runners.get(store.runnerKey),
    // Keep in Play and Fill or Kill bets are never passive: the auto options change the marks.
    regimeOf(live.market(marketId)?.definition, useSettingsStore.getState().settings.autoOptions),
  );
}

export function useLevelStore(marketId: string, runnerKey: string, ladder: PriceLadder): LadderLevelStore {
  const live = useLiveExchange();
  const store = useMemo(() => {
    const created = new LadderLevelStore(ladder, runnerKey);
    sync(created, live, marketId);
    return created;
  }, [ladder, runnerKey, live, marketId]);
  useEffect(() => {
    const update = () => sync(store, live, marketId);
    update();
    const offMarket = live.onMarket(marketId, update);
    const offOrders = live.onOrders(marketId, update);
    const offSettings = useSettingsStore.subscribe(update);
    return () => {
      offMarket();
      offOrders();
      offSettings();
    };
  }, [store, live, marketId]);
  return store;
}
