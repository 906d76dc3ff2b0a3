// trading-core §7 / account-and-product §7: catalogue calls carry the signed-in user's locale
// (its language part, localeBF), so the exchange names events, markets and runners in it.
import { exchangeLocale } from '@greenbook/trading';
import { useSessionStore } from './session-store';

export function useExchangeLocale(): string {
  return exchangeLocale(useSessionStore((state) => state.user?.localeCode));
}
