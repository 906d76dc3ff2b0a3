// The signed-in user's connections, one set per token: the exchange REST client (a session-lost
// answer runs the session-lost flow) and the live exchange (market and order streams through
// /stream, stopped on sign-out), provided to every feature.
import { useEffect, useMemo, type ReactNode } from 'react';
import { reportError } from '@/features/errors';
import { loseSession } from '@/features/session';
import { createStreamEventHandler } from '@/features/shell';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { APP_KEY, createExchangeClient } from '@/lib/exchange/exchange-client';
import { useSessionStore } from '@/lib/session/session-store';
import { LiveExchange } from '@/lib/stream/live-exchange';
import { LiveExchangeContext } from '@/lib/stream/use-live';

export function streamUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/stream`;
}

export function SessionProviders({ children }: { readonly children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const client = useMemo(
    () => (token === undefined ? undefined : createExchangeClient(token, () => loseSession())),
    [token],
  );
  const live = useMemo(() => {
    if (token === undefined) return undefined;
    return new LiveExchange({
      url: streamUrl(),
      appKey: APP_KEY,
      token: () => token,
      onEvent: createStreamEventHandler({ loseSession, report: (error) => void reportError(error) }),
    });
  }, [token]);
  useEffect(() => {
    if (live === undefined) return undefined;
    live.start();
    return () => live.stop();
  }, [live]);
  return (
    <ExchangeClientContext.Provider value={client}>
      <LiveExchangeContext.Provider value={live}>{children}</LiveExchangeContext.Provider>
    </ExchangeClientContext.Provider>
  );
}
