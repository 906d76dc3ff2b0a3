// /search?q= (account-and-product §2 "Search results"): 'Search results for' the text with the
// result count, the exchange's matching markets sorted by start, 20 a page with the pagination
// (the page is in the URL, so going back from a market returns to it). Blank text searches
// nothing (§5); a refused search says why (§8), any other failure ends the session through the
// app's session-lost flow, which this page is given.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { MAX_SEARCH_TEXT_LENGTH } from '@/lib/search/search-location';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { useSearchMarkets } from '../api/search-markets';
import { searchFailure } from '../model/search-failure';
import { pageFromParam, textQueryFor } from '../model/search-query';
import { resultsPage, sortByStart } from '../model/search-rows';
import { SearchResultsTable } from './search-results-table';
import styles from './search.module.css';

export interface SearchPageProps {
  /** The app's session-lost flow (toast, then sign-out), for failures the spec says end it. */
  readonly onSessionLost: () => void;
}

export function SearchPage({ onSessionLost }: SearchPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const text = (params.get('q') ?? '').trim();
  const tooLong = text.length > MAX_SEARCH_TEXT_LENGTH;
  const textQuery = tooLong ? undefined : textQueryFor(text);
  const search = useSearchMarkets(textQuery, useExchangeLocale());
  const failure = search.isError ? searchFailure(search.error) : undefined;
  const losesSession = failure?.kind === 'session-lost';
  useEffect(() => {
    if (losesSession) onSessionLost();
  }, [losesSession, onSessionLost]);
  const sorted = useMemo(() => sortByStart(search.data ?? []), [search.data]);
  const shown = resultsPage(sorted, pageFromParam(params.get('page')));

  if (text === '')
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t('search.title')}</h1>
        <p className={styles.message}>{t('search.noQuery')}</p>
      </main>
    );
  // Blank after the punctuation is gone ("--"): nothing is asked, and nothing matches.
  const count = textQuery === undefined && !tooLong ? 0 : search.data?.length;
  const goToPage = (page: number) => setParams({ q: text, page: String(page) });
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        {`${t('search.resultsFor')} “${text}”`}
        {count !== undefined && (
          <>
            {' '}
            <span className={styles.count}>{t('search.results', { count })}</span>
          </>
        )}
      </h1>
      {tooLong ? (
        <p role="alert" className={styles.failure}>
          {t('search.tooLong', { max: MAX_SEARCH_TEXT_LENGTH })}
        </p>
      ) : failure !== undefined ? (
        failure.kind !== 'session-lost' && (
          <div role="alert" className={styles.failure}>
            <p>
              {`${t('search.failed')} ${failure.kind === 'shown' ? failure.details : t('search.unreadableAnswer')}`}
            </p>
            <Button onClick={() => void search.refetch()}>{t('search.retry')}</Button>
          </div>
        )
      ) : count === undefined ? (
        <SkeletonRows label={t('search.searching')} />
      ) : count === 0 ? (
        <p className={styles.message}>{t('search.noResults', { query: text })}</p>
      ) : (
        <>
          <SearchResultsTable rows={shown.rows} query={text} />
          <div className={styles.pagination}>
            <Pagination
              page={shown.page}
              pageCount={shown.pageCount}
              onPageChange={goToPage}
              label={t('search.pages')}
            />
          </div>
        </>
      )}
    </main>
  );
}
