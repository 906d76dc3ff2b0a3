// The signed-in user's exchange client (lib/exchange), created once per token by the app
// providers and read by any feature that calls the exchange.
import { createContext, useContext } from 'react';
import type { ExchangeClient } from '@/lib/exchange/exchange-client';

export const ExchangeClientContext = createContext<ExchangeClient | undefined>(undefined);

export function useExchangeClient(): ExchangeClient {
  const client = useContext(ExchangeClientContext);
  if (client === undefined) throw new Error('useExchangeClient outside ExchangeClientContext');
  return client;
}

/** The client, or undefined when nobody is signed in. */
export function useOptionalExchangeClient(): ExchangeClient | undefined {
  return useContext(ExchangeClientContext);
}
