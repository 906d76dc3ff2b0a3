// /search?q= (account-and-product §2 "Search results"): 'Search results for' the text with the
// result count, the exchange's matching markets sorted by start, 20 a page with the pagination
// (the page is in the URL, so going back from a market returns to it). Blank text searches
// nothing (§5); a refused search says why (§8), any other failure ends the session through the
// app's session-lost flow, which this page is given.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { MAX_SEARCH_TEXT_LENGTH } from '@/lib/search/search-location';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { useSearchMarkets } from '../api/search-markets';
import { searchFailure, type SearchFailure } from '../model/search-failure';
import { pageFromParam, textQueryFor } from '../model/search-query';
import { resultsPage, sortByStart, type ResultsPage } from '../model/search-rows';
import { SearchResultsTable } from './search-results-table';
import styles from './search.module.css';

export interface SearchPageProps {
  /** The app's session-lost flow (toast, then sign-out), for failures the spec says end it. */
  readonly onSessionLost: () => void;
}

interface SearchOutcomeProps {
  readonly text: string;
  readonly tooLong: boolean;
  readonly failure: SearchFailure | undefined;
  /** Markets found; undefined while the exchange is asked. */
  readonly count: number | undefined;
  readonly shown: ResultsPage;
  readonly onPageChange: (page: number) => void;
  readonly onRetry: () => void;
}

/** What the search came to, under the heading: a refusal, the wait, nothing found, or the rows. */
function SearchOutcome({ text, tooLong, failure, count, shown, onPageChange, onRetry }: SearchOutcomeProps) {
  const { t } = useTranslation();
  if (tooLong)
    return (
      <p role="alert" className={styles.failure}>
        {t('search.tooLong', { max: MAX_SEARCH_TEXT_LENGTH })}
      </p>
    );
  // The session-lost flow is under way: the landing page replaces this one.
  if (failure?.kind === 'session-lost') return null;
  if (failure !== undefined)
    return (
      <div role="alert" className={styles.failure}>
        <p>{`${t('search.failed')} ${failure.kind === 'shown' ? failure.details : t('search.unreadableAnswer')}`}</p>
        <Button onClick={onRetry}>{t('search.retry')}</Button>
      </div>
    );
  if (count === undefined) return <SkeletonRows label={t('search.searching')} />;
  if (count === 0) return <p className={styles.message}>{t('search.noResults', { query: text })}</p>;
  return (
    <>
      <SearchResultsTable rows={shown.rows} query={text} />
      <div className={styles.pagination}>
        <Pagination
          page={shown.page}
          pageCount={shown.pageCount}
          onPageChange={onPageChange}
          label={t('search.pages')}
        />
      </div>
    </>
  );
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
  const titleRef = useRef<HTMLHeadingElement>(null);
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
  const goToPage = (page: number) => {
    setParams({ q: text, page: String(page) });
    // The pagination is under the rows: the new page is read from its top.
    titleRef.current?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <main className={styles.page}>
      <h1 ref={titleRef} className={styles.title}>
        {`${t('search.resultsFor')} “${text}”`}
        {count !== undefined && (
          <>
            {' '}
            <span className={styles.count}>{t('search.results', { count })}</span>
          </>
        )}
      </h1>
      <SearchOutcome
        text={text}
        tooLong={tooLong}
        failure={failure}
        count={count}
        shown={shown}
        onPageChange={goToPage}
        onRetry={() => void search.refetch()}
      />
    </main>
  );
}
