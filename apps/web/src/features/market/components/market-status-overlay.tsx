// trading-core §4 "Market status": a non-open market is dimmed with its overlay text; CLOSED links
// home.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { marketOverlayLinksHome, marketOverlayText } from '@greenbook/trading';
import { useMarketSelector } from '@/lib/stream/use-live';
import styles from './market.module.css';

export function MarketStatusOverlay({ marketId }: { readonly marketId: string }) {
  const { t } = useTranslation();
  const status = useMarketSelector(marketId, (market) => market?.definition?.status);
  if (marketOverlayText(status) === undefined) return null;
  const known = status as 'CLOSED' | 'SUSPENDED' | 'INACTIVE';
  return (
    <div className={styles.overlay} role="status" data-status={known}>
      <p>{t(`market.overlay.${known}`)}</p>
      {marketOverlayLinksHome(status) && <Link to="/">{t('market.overlay.home')}</Link>}
    </div>
  );
}
