// Where the auto-bet scheduler runs (trading-core §4; web README "Auto bets"): at the app root,
// beside the signed-in user's streams, so it keeps working on every page of the product, not only
// on the market screen. It draws nothing.
// One tab acts: with several tabs open, the Web Locks API elects one holder per user and only it
// runs the engine (another tab takes over when it closes); every tab re-reads the stored schedule
// when another tab changes it, so the lists stay current everywhere.
import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalExchangeClient } from '@/lib/api/exchange-context';
import { AutoBetEngine } from '@/lib/auto-bets/auto-bet-engine';
import { autoBetStorageKey, useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { autoBetOwner } from '@/lib/practice/practice-mode';
import { useSessionStore } from '@/lib/session/session-store';
import { LiveExchangeContext } from '@/lib/stream/use-live';
import { notify } from '@/lib/toasts/notify';

/** Runs `work` while this tab holds the user's lock (at once where Web Locks are missing). */
function whileLockHeld(name: string, work: () => () => void): () => void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) return work();
  let release: (() => void) | undefined;
  let released = false;
  void locks.request(name, () => {
    if (released) return undefined;
    const stop = work();
    return new Promise<void>((resolve) => {
      release = () => {
        stop();
        resolve();
      };
    });
  });
  return () => {
    released = true;
    release?.();
  };
}

export function AutoBetScheduler() {
  const { t } = useTranslation();
  const client = useOptionalExchangeClient();
  const live = useContext(LiveExchangeContext);
  // Practice auto bets are a schedule of their own (lib/practice/practice-mode.ts).
  const vendorId = useSessionStore((state) =>
    state.user === undefined ? undefined : autoBetOwner(state.user.vendorId),
  );
  // Read through a ref: a language change must not restart the engine in the middle of a send.
  const text = useRef(t);
  useEffect(() => {
    text.current = t;
  }, [t]);

  useEffect(() => {
    if (vendorId === undefined) return undefined;
    useAutoBetStore.getState().load(vendorId);
    const key = autoBetStorageKey(vendorId);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) useAutoBetStore.getState().load(vendorId);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [vendorId]);

  useEffect(() => {
    if (vendorId === undefined || client === undefined || live === undefined) return undefined;
    return whileLockHeld(`greenbook.autoBets.${vendorId}`, () =>
      new AutoBetEngine({
        live,
        store: useAutoBetStore,
        alreadyPlaced: async (marketId, customerOrderRef) =>
          (
            await client.api.betting('listCurrentOrders', {
              marketIds: [marketId],
              customerOrderRefs: [customerOrderRef],
            })
          ).currentOrders.length > 0,
        place: (request) => client.orders.placeBet(request),
        onSent: () => notify('info', text.current('autoBets.sent')),
        onRefused: (placement, reason) =>
          notify('error', text.current('autoBets.refused', { odd: placement.odd, reason }), { bet: true }),
        now: () => Date.now(),
      }).start(),
    );
  }, [vendorId, client, live]);

  return null;
}
