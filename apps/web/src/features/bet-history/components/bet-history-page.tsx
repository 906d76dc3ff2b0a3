// /bet-history/{eventTypeId?}/{eventId?}/{marketId?} (account-and-product §2 'Bet history'): the
// trader's settled markets in a 'Market settled date' range (the last 90 days unless the address
// says ?from=&to=), loaded in pages (§4), filtered by sport, event and market through the path;
// a row expands to its bets. A range the exchange does not keep (after tomorrow, before 3 months
// ago) is refused with the §8 words and nothing is asked.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { useClearedOrders, type ClearedOrdersRequest } from '../api/use-cleared-orders';
import { formatDay, rangeFromParams, settledDateRange, type DayRange } from '../model/date-range';
import { matchesFilter, pathOf, readPathFilter, type PathFilter } from '../model/history-rows';
import { useHistoryFormats } from './history-formats';
import { HistoryFilters } from './history-filters';
import { MarketHistoryTable } from './market-history-table';
import { SettledDatePicker } from './settled-date-picker';
import styles from './bet-history.module.css';

function EmptyHistory() {
  const { t } = useTranslation();
  return (
    <div className={[styles.message, styles.empty].join(' ')}>
      <p>{t('betHistory.noDetails')}</p>
      <p>{t('betHistory.retention')}</p>
    </div>
  );
}

export function BetHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const segments = useParams();
  const [search] = useSearchParams();
  // The day the page opened on: 'today' and 'tomorrow' do not move under an open page.
  const now = useMemo(() => new Date(), []);
  const locale = useExchangeLocale();
  const formats = useHistoryFormats();
  const range = rangeFromParams(search.get('from'), search.get('to'), now);
  const filter = readPathFilter({
    eventTypeId: segments['eventTypeId'],
    eventId: segments['eventId'],
    marketId: segments['marketId'],
  });
  const settled = range.kind === 'valid' ? settledDateRange(range.range) : undefined;
  const request: ClearedOrdersRequest | undefined =
    settled === undefined ? undefined : { groupBy: 'MARKET', settledDateRange: settled, locale };
  const { orders } = useClearedOrders(request);
  const markets = orders ?? [];
  const shown = filter === undefined ? [] : markets.filter((market) => matchesFilter(market, filter));
  const query = search.toString();
  const go = (path: string, params: string) => void navigate(params === '' ? path : `${path}?${params}`);
  const changeFilter = (next: PathFilter) => go(pathOf(next, markets), query);
  const changeRange = (next: DayRange) =>
    go(
      pathOf(filter ?? {}, markets),
      new URLSearchParams({ from: formatDay(next.from), to: formatDay(next.to) }).toString(),
    );

  return (
    <section className={styles.page} aria-labelledby="bet-history-title">
      <h1 id="bet-history-title" className={styles.title}>
        {t('betHistory.title')}
      </h1>
      <div className={styles.toolbar}>
        <SettledDatePicker
          key={range.kind === 'valid' ? formatDay(range.range.from) + formatDay(range.range.to) : range.kind}
          range={range.kind === 'valid' ? range.range : undefined}
          now={now}
          onChange={changeRange}
        />
        <HistoryFilters markets={markets} filter={filter ?? {}} onChange={changeFilter} />
        <Button onClick={() => go('/bet-history', '')}>{t('betHistory.reset')}</Button>
      </div>
      {range.kind !== 'valid' ? (
        <p role="alert" className={styles.alert}>
          {t(range.kind === 'unreadable' ? 'betHistory.badDates' : 'betHistory.retention')}
        </p>
      ) : filter === undefined ? (
        <p role="alert" className={styles.alert}>
          {t('betHistory.badAddress')}
        </p>
      ) : orders === undefined ? (
        <SkeletonRows label={t('betHistory.loading')} />
      ) : shown.length === 0 ? (
        <EmptyHistory />
      ) : (
        <MarketHistoryTable markets={shown} settledDateRange={settled!} locale={locale} formats={formats} />
      )}
    </section>
  );
}
