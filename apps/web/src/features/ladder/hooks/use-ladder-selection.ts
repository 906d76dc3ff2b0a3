// trading-core §4 "Ladder selection" wired to the market: initial auto-selection of the lowest odds,
// resize (count by width, runners removed) filling free slots by priority, and toggles with the
// 'Reached maximum ladders…' warning (8 s).
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveExchange, useMarketSelector } from '@/lib/stream/use-live';
import { notify } from '@/lib/toasts/notify';
import { TOAST_DURATIONS_MS } from '@greenbook/trading';
import { ladderCandidates, ladderRunnersSignature } from '../model/ladder-market';
import { useLadderSelectionStore } from '../model/ladder-selection-store';

/** trading-core §8: the max-ladders warning stays 8 s. */
export const MAX_LADDERS_TOAST_MS = TOAST_DURATIONS_MS.maxLaddersWarning;

export function useLadderSelectionRules(marketId: string, maxLadders: number): void {
  const live = useLiveExchange();
  const signature = useMarketSelector(marketId, ladderRunnersSignature);
  const dispatch = useLadderSelectionStore((state) => state.dispatch);
  useEffect(() => {
    if (signature === '') return;
    const runners = ladderCandidates(live.market(marketId));
    const store = useLadderSelectionStore.getState();
    const sizedFor = store.sizedFor[marketId];
    if (sizedFor === undefined) {
      dispatch(marketId, { type: 'autoSelect', maxLadders, runners });
    } else {
      // A resize refills free slots; a runner change alone (a status, a new runner) must not bring
      // back ladders the trader removed — only the loss of a shown runner leaves a slot to fill.
      const offered = new Set(runners.map((runner) => runner.runnerId));
      const slots = store.selections[marketId]?.slots ?? [];
      const lostOne = slots.some((slot) => !offered.has(slot.runnerId));
      if (sizedFor !== maxLadders || lostOne) dispatch(marketId, { type: 'resize', maxLadders, runners });
    }
  }, [live, marketId, signature, maxLadders, dispatch]);
}

/** Toggles a runner's ladder (ladder options, remove button); warns when the screen is full. */
export function useToggleLadder(marketId: string, maxLadders: number): (runnerKey: string) => void {
  const { t } = useTranslation();
  const dispatch = useLadderSelectionStore((state) => state.dispatch);
  return useCallback(
    (runnerKey) => {
      const refused = dispatch(marketId, { type: 'toggle', runnerId: runnerKey, maxLadders });
      if (refused)
        notify('warning', t('ladder.maxLadders', { n: maxLadders }), {
          autoCloseMs: MAX_LADDERS_TOAST_MS,
          id: 'ladder-max',
        });
    },
    [dispatch, marketId, maxLadders, t],
  );
}
