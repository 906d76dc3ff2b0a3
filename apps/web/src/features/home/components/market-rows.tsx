// A home list of markets, 10 a page (account-and-product §9 "minor sport list 10"): start time,
// event (a link to its market) and the status label of §4, the books of the page polled every 10 s.
import { pageCountOf, pageOf, PAGING, type HomeMarket } from '@greenbook/trading';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketStatusText } from '@/components/ui/market-status-text';
import { Pagination } from '@/components/ui/pagination';
import { useHomeBooks } from '../api/home-lists';
import { useStatusClock } from '../hooks/use-status-clock';
import { formatStartTime } from '@/lib/format/start-time';
import { homeStatusLabel, marketPath } from '../model/status-label';
import styles from './home.module.css';

export function MarketRows({
  markets,
  pagesLabel,
}: {
  readonly markets: readonly HomeMarket[];
  /** The name of the page navigation ('Tennis pages'). */
  readonly pagesLabel: string;
}) {
  const { i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const shown = pageOf(markets, page, PAGING.minorSportList);
  const marketIds = useMemo(() => shown.items.map((market) => market.marketId), [shown.items]);
  const books = useHomeBooks(marketIds, false);
  const now = useStatusClock();
  return (
    <>
      <ul className={styles.rows}>
        {shown.items.map((market) => {
          const label = homeStatusLabel(market, books.data?.get(market.marketId), now);
          return (
            <li key={market.marketId} className={styles.row}>
              <time className={styles.rowTime} dateTime={new Date(market.startTime).toISOString()}>
                {formatStartTime(market.startTime, i18n.language, true)}
              </time>
              <Link className={styles.rowEvent} to={marketPath(market)}>
                {market.eventName}
                <span className={styles.rowMarket}>{market.marketName}</span>
              </Link>
              <span className={label.kind === 'LIVE' ? styles.live : styles.status}>
                <MarketStatusText label={label} startTime={market.startTime} />
              </span>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={shown.page}
        pageCount={pageCountOf(markets.length, PAGING.minorSportList)}
        onPageChange={setPage}
        label={pagesLabel}
      />
    </>
  );
}
