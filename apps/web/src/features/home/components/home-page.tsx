// Home (signed in) until the full home page lands: in-play and upcoming markets by sport from the
// exchange, each row a link to its market page, so any market is two clicks away.
import { REFRESH_INTERVALS_MS } from '@greenbook/trading';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketStates } from '@/lib/market/market-states';
import { useListRowHeight } from '@/lib/layout/use-list-row-height';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { useHomeCatalogue } from '../api/get-home-markets';
import { homeLists, type SportGroup } from '../model/home-rows';
import { MarketTable } from './market-table';
import styles from './home.module.css';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function Section({
  title,
  groups,
  emptyDays,
  language,
}: {
  readonly title: string;
  readonly groups: readonly SportGroup[];
  readonly emptyDays: string;
  readonly language: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {groups.length === 0 ? (
        <p className={styles.empty}>{t('home.empty', { days: emptyDays })}</p>
      ) : (
        groups.map((group) => <MarketTable key={group.sportId} group={group} language={language} />)
      )}
    </section>
  );
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const catalogue = useHomeCatalogue(useExchangeLocale());
  const marketIds = useMemo(() => (catalogue.data ?? []).map((market) => market.marketId), [catalogue.data]);
  const states = useMarketStates(marketIds);
  // Labels change kind (going live → DELAY) on the status beat; a DELAY clock ticks every second by
  // itself (MarketStatusText), without re-rendering the tables.
  const now = useNow(REFRESH_INTERVALS_MS.marketStatus);
  const lists = useMemo(
    () => homeLists(catalogue.data ?? [], states.data, now),
    [catalogue.data, states.data, now],
  );
  const rowHeight = useListRowHeight();
  const rowHeightStyle = { '--list-row-height': `${rowHeight}px` } as CSSProperties;
  if (catalogue.isPending)
    return (
      <main className={styles.page}>
        <p role="status">{t('home.loading')}</p>
      </main>
    );
  if (catalogue.isError)
    return (
      <main className={styles.page}>
        <p role="alert">{t('home.failed')}</p>
        <button type="button" onClick={() => void catalogue.refetch()}>
          {t('home.retry')}
        </button>
      </main>
    );
  return (
    <main className={styles.page} style={rowHeightStyle}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <Section
        title={t('home.inPlay')}
        groups={lists.inPlay}
        emptyDays={t('home.emptyInPlay')}
        language={i18n.language}
      />
      <Section
        title={t('home.upcoming')}
        groups={lists.upcoming}
        emptyDays={t('home.emptyUpcoming')}
        language={i18n.language}
      />
    </main>
  );
}
