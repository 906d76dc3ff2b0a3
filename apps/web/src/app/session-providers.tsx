// The signed-in user's connections, one set per token: the exchange REST client (a session-lost
// answer runs the session-lost flow) and the live exchange (market and order streams through
// /stream, stopped on sign-out), provided to every feature. Both carry the app key the product
// server is configured with (its sign-on info), so the same build works against any exchange;
// until it is known a signed-in user sees the loading line, and the servers-unreachable one if
// the server did not tell it.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderMarketCache } from '@greenbook/betfair';
import { DeadMansSwitch } from '@/features/dead-mans-switch';
import { reportError } from '@/features/errors';
import { loseSession, useSignOn } from '@/features/session';
import { createStreamEventHandler } from '@/features/shell';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { observeOrders } from '@/lib/execution-receipts/receipt-store';
import { createExchangeClient } from '@/lib/exchange/exchange-client';
import { exchangeOrigin, streamUrl } from '@/lib/practice/practice-mode';
import { useSessionStore } from '@/lib/session/session-store';
import { LiveExchange } from '@/lib/stream/live-exchange';
import { LiveExchangeContext } from '@/lib/stream/use-live';
import { AutoBetScheduler } from './auto-bet-scheduler';

/**
 * The exchange client of one token, whose session-lost answers run the session-lost flow only
 * while it is the client in use: a late failure of a replaced client (an earlier token's, after a
 * new sign-in) or of an unmounted app's must not sign out the current session.
 */
function sessionClient(token: string, appKey: string) {
  let inUse = true;
  // In practice mode (lib/practice) the same client talks to the trader's practice exchange.
  const client = createExchangeClient(
    token,
    appKey,
    () => {
      if (inUse) loseSession();
    },
    exchangeOrigin(),
    // A replaced or unmounted session's calls still queued under the 5-a-second limit (a bet
    // among them) are refused rather than sent with the ended session.
    () => inUse,
  );
  return {
    client,
    setInUse: (value: boolean) => {
      inUse = value;
    },
  };
}

export function SessionProviders({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const signOn = useSignOn();
  const appKey = token === undefined ? undefined : signOn.data?.appKey;
  const connection = useMemo(
    () => (token === undefined || appKey === undefined ? undefined : sessionClient(token, appKey)),
    [token, appKey],
  );
  const client = connection?.client;
  useEffect(() => {
    connection?.setInUse(true);
    return () => connection?.setInUse(false);
  }, [connection]);
  const live = useMemo(() => {
    if (token === undefined || appKey === undefined) return undefined;
    return new LiveExchange({
      url: streamUrl(),
      appKey,
      token: () => token,
      onEvent: createStreamEventHandler({ loseSession, report: (error) => void reportError(error) }),
    });
  }, [token, appKey]);
  useEffect(() => {
    if (live === undefined) return undefined;
    // Execution receipts (issue 21 §2) read each order change as it arrives, not a frame later.
    const receipts = (market: OrderMarketCache) => observeOrders(market);
    live.orders.listeners.add(receipts);
    live.start();
    return () => {
      live.stop();
      live.orders.listeners.delete(receipts);
    };
  }, [live]);
  if (token !== undefined && appKey === undefined)
    return (
      <p role="status" aria-live="polite" style={{ padding: 24 }}>
        {t(signOn.isPending ? 'session.loading' : 'session.serversUnreachable')}
      </p>
    );
  return (
    <ExchangeClientContext.Provider value={client}>
      <LiveExchangeContext.Provider value={live}>
        <AutoBetScheduler />
        {token !== undefined && appKey !== undefined && <DeadMansSwitch token={token} appKey={appKey} />}
        {children}
      </LiveExchangeContext.Provider>
    </ExchangeClientContext.Provider>
  );
}
