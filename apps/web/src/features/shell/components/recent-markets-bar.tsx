// account-and-product §2 "Shell when logged in": the recent-markets bar. One chip per market the
// trader opened (lib/recent-markets) with event name, market name, status (in the user's language,
// as the home lists show it) and a LIVE marker, and a remove button. Closed markets are hidden;
// removing the chip of the market on screen goes home. Opening a market from a chip is SUPER; free
// users get the upsell modal instead.
import { isMarketStatus } from '@greenbook/trading';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { MarketStatusText } from '@/components/ui/market-status-text';
import { useMarketStates } from '@/lib/market/market-states';
import { useRecentMarketsStore } from '@/lib/recent-markets/recent-markets-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { PremiumUpsellDialog } from './premium-upsell-dialog';
import styles from './recent-markets-bar.module.css';

export function RecentMarketsBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markets = useRecentMarketsStore((state) => state.markets);
  const remove = useRecentMarketsStore((state) => state.remove);
  const isPremium = useSettingsStore((state) => state.isPremium);
  const activeMarketId = useMatch('/market/:eventId/:marketId')?.params.marketId;
  const marketIds = useMemo(() => markets.map((market) => market.marketId), [markets]);
  const states = useMarketStates(marketIds).data;
  const [upsell, setUpsell] = useState(false);

  // A closed market leaves the list for good, making room for the next ones opened (the bar keeps
  // 10); until the store has dropped it, it is simply not drawn.
  useEffect(() => {
    for (const market of markets)
      if (states?.get(market.marketId)?.status === 'CLOSED') remove(market.marketId);
  }, [markets, states, remove]);
  const shown = markets.filter((market) => states?.get(market.marketId)?.status !== 'CLOSED');
  const dialog = <PremiumUpsellDialog open={upsell} onClose={() => setUpsell(false)} />;
  // The dialog outlives the chips: it stays open even if the chip's market closes meanwhile.
  if (shown.length === 0) return dialog;
  return (
    <nav className={styles.bar} aria-label={t('shell.recent.label')}>
      <ul className={styles.chips}>
        {shown.map((market) => {
          const state = states?.get(market.marketId);
          const names = { event: market.eventName, market: market.marketName };
          const active = market.marketId === activeMarketId;
          return (
            <li key={market.marketId} className={active ? `${styles.chip} ${styles.active}` : styles.chip}>
              <button
                type="button"
                className={styles.open}
                aria-label={t('shell.recent.open', names)}
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  if (isPremium) void navigate(`/market/${market.eventId}/${market.marketId}`);
                  else setUpsell(true);
                }}
              >
                {state?.inPlay === true && <span className={styles.live}>{t('shell.recent.live')}</span>}
                <span className={styles.event}>{market.eventName}</span>
                <span className={styles.market}>{market.marketName}</span>
                {isMarketStatus(state?.status) && state.status !== 'OPEN' && (
                  <span className={styles.status}>
                    <MarketStatusText label={{ kind: 'STATUS', status: state.status }} />
                  </span>
                )}
              </button>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('shell.recent.remove', names)}
                onClick={() => {
                  remove(market.marketId);
                  if (active) void navigate('/');
                }}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      {dialog}
    </nav>
  );
}
