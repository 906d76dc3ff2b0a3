// account-and-product §2 "Shell when logged in": the recent-markets bar. One chip per market the
// trader opened (lib/recent-markets, drawn by RecentMarketChip); removing the chip of the market on
// screen goes home. Opening a market from a chip is SUPER; free users get the upsell modal instead.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { PremiumUpsellDialog } from '@/components/ui/premium-upsell-dialog';
import { useMarketStates } from '@/lib/market/market-states';
import { useRecentMarketsStore } from '@/lib/recent-markets/recent-markets-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { RecentMarketChip } from './recent-market-chip';
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

  const dialog = (
    <PremiumUpsellDialog open={upsell} text={t('shell.recent.upsellText')} onClose={() => setUpsell(false)} />
  );
  // The dialog outlives the chips: it stays open even if the chip's market closes meanwhile. On a
  // market page the bar is drawn even before its first chip (the market on screen, named once its
  // catalogue arrives), so that chip's arrival pushes nothing down the page.
  if (markets.length === 0 && activeMarketId === undefined) return dialog;
  return (
    <nav className={styles.bar} aria-label={t('shell.recent.label')}>
      <ul className={styles.chips}>
        {markets.map((market) => {
          const active = market.marketId === activeMarketId;
          return (
            <RecentMarketChip
              key={market.marketId}
              market={market}
              polled={states?.get(market.marketId)}
              active={active}
              onOpen={() => {
                if (isPremium) void navigate(`/market/${market.eventId}/${market.marketId}`);
                else setUpsell(true);
              }}
              onRemove={() => {
                remove(market.marketId);
                if (active) void navigate('/');
              }}
            />
          );
        })}
      </ul>
      {dialog}
    </nav>
  );
}
