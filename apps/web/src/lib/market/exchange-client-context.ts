// Kept for the features that import it from here: the exchange client context is the app's one
// (lib/api/exchange-context), so there is a single provider.
export { ExchangeClientContext, useExchangeClient } from '@/lib/api/exchange-context';
