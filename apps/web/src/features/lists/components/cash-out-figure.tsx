// The trader's position on a row (account-and-product §2 "live balances and cash-outs"): the
// market's cash-out value, the same record the header's General total and the market's Cash Out
// button use (lib/stream/market-cashout-record.ts), shown only where the trader has matched bets.
// Those markets are on the market stream wherever the trader is (lib/stream/live-exchange.ts), so
// the figure follows their prices live; without fresh prices there is no record and nothing shows.
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { marketCashoutRecord } from '@/lib/stream/market-cashout-record';
import { useLiveExchange } from '@/lib/stream/use-live';
import styles from './lists.module.css';

function useMarketCashout(marketId: string): number | undefined {
  const live = useLiveExchange();
  const subscribe = useCallback(
    (listener: () => void) => {
      // Its prices, its orders, and whether those prices may be trusted (pricesAreFresh: the
      // streams' connection and the market's freshness).
      const unsubscribe = [
        live.onMarket(marketId, listener),
        live.onOrders(marketId, listener),
        live.freshness.onChange(listener),
        live.onConnectionState(listener),
      ];
      return () => {
        for (const off of unsubscribe) off();
      };
    },
    [live, marketId],
  );
  return useSyncExternalStore(subscribe, () => {
    // Only a market with matched bets has a position; the record is computed for no other.
    if (live.orders.markets.get(marketId) === undefined) return undefined;
    const record = marketCashoutRecord(live, marketId);
    return record?.hasMatchedBets === true ? record.marketCashout : undefined;
  });
}

export function CashOutFigure({ marketId }: { readonly marketId: string }) {
  const { t } = useTranslation();
  const value = useMarketCashout(marketId);
  if (value === undefined) return null;
  const tone = value > 0 ? styles.win : value < 0 ? styles.lose : styles.even;
  return (
    <span className={`${styles.cashOut} ${tone}`}>{t('lists.cashOut', { value: value.toFixed(2) })}</span>
  );
}
