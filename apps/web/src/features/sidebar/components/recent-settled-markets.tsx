// trading-core §2 General tab "recent settled markets": the markets settled in the last 7 days
// (listClearedOrders grouped by market, asked on opening and every 30 s), up to 5 shown, then
// '+N markets found in the last 7 days' leading to bet history. A failure is only logged: the
// list keeps what it last showed.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOptionalExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { SidebarContainer } from './sidebar-container';
import styles from './this-market.module.css';

const SHOWN = 5;
const WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const REFRESH_MS = 30_000;

export function RecentSettledMarkets() {
  const { t } = useTranslation();
  const client = useOptionalExchangeClient();
  const locale = useExchangeLocale();
  const settled = useQuery({
    queryKey: ['sidebar', 'recent-settled', locale],
    queryFn: async () => {
      try {
        const report = await client!.api.betting('listClearedOrders', {
          betStatus: 'SETTLED',
          groupBy: 'MARKET',
          includeItemDescription: true,
          settledDateRange: { from: new Date(Date.now() - WINDOW_MS).toISOString() },
          locale,
        });
        // Newest first; the exchange does not promise an order.
        return [...report.clearedOrders].sort((a, b) =>
          (b.settledDate ?? '').localeCompare(a.settledDate ?? ''),
        );
      } catch (error) {
        console.error('recent settled markets', error);
        throw error;
      }
    },
    enabled: client !== undefined,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const markets = settled.data ?? [];
  const more = markets.length - SHOWN;
  return (
    <SidebarContainer tab="general" name="recentMarkets" title={t('general.recentMarkets')}>
      {markets.length === 0 ? (
        <p className={styles['empty']}>{t('general.noRecentMarkets')}</p>
      ) : (
        <>
          <ul className={styles['list']}>
            {markets.slice(0, SHOWN).map((market) => (
              <li key={market.marketId} className={styles['item']}>
                <span className={styles['runner']}>
                  {[market.itemDescription?.eventDesc, market.itemDescription?.marketDesc]
                    .filter((part) => part !== undefined)
                    .join(' · ') || market.marketId}
                </span>
                <span>{(market.profit ?? 0).toFixed(2)}</span>
              </li>
            ))}
          </ul>
          {more > 0 && <Link to="/bet-history">{t('general.moreMarkets', { n: more })}</Link>}
        </>
      )}
    </SidebarContainer>
  );
}
