// account-and-product §2 "Soccer, next 24 hours: cards with pagination (5 under 768 px, 7 under
// 1450 px, otherwise 9)": each card the teams, the start time or live state, and the best back
// prices under 1, x and 2; a card opens its market.
import {
  DEBOUNCES_MS,
  pageCountOf,
  pageOf,
  soccerCardContent,
  soccerCardsPerPage,
  soccerCardsQuery,
  type HomeMarket,
  type HomeMarketBook,
} from '@greenbook/trading';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketStatusText } from '@/components/ui/market-status-text';
import { Pagination } from '@/components/ui/pagination';
import hiddenStyles from '@/components/ui/visually-hidden.module.css';
import { useWidthRule } from '@/lib/layout/use-width-rule';
import { useHomeBooks, useHomeList } from '../api/home-lists';
import { useStatusClock } from '../hooks/use-status-clock';
import { formatStartTime } from '@/lib/format/start-time';
import { homeStatusLabel, marketPath } from '../model/status-label';
import { ListState } from './list-state';
import styles from './soccer-cards.module.css';

function SoccerCard({
  market,
  book,
  now,
}: {
  readonly market: HomeMarket;
  readonly book: HomeMarketBook | undefined;
  readonly now: number;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { teams, prices } = soccerCardContent(market, book?.bestBack);
  const label = homeStatusLabel(market, book, now);
  // Before the start the card shows when it kicks off; from then on its state (LIVE, DELAY…).
  const upcoming = label.kind === 'GOING_LIVE' || label.kind === 'NOT_GOING_LIVE';
  const start = formatStartTime(market.startTime, i18n.language, true);
  const priceText = (price: number | undefined) => (price === undefined ? '–' : String(price));
  return (
    <li className={styles.card}>
      <Link
        to={marketPath(market)}
        className={styles.link}
        aria-label={market.eventName}
        aria-describedby={prices === undefined ? `${id}-state` : `${id}-state ${id}-prices`}
      >
        <span id={`${id}-state`} className={label.kind === 'LIVE' ? styles.live : styles.state}>
          {upcoming ? start : <MarketStatusText label={label} startTime={market.startTime} />}
        </span>
        <span className={styles.teams}>
          <span className={styles.team}>{teams.home ?? market.eventName}</span>
          {teams.away !== undefined && <span className={styles.team}>{teams.away}</span>}
        </span>
        {prices !== undefined && (
          <span id={`${id}-prices`} className={styles.prices}>
            {/* Read once as a sentence; the boxes below are for the eye. */}
            <span className={hiddenStyles.hidden}>
              {t('home.cardPrices', {
                one: prices[0]?.price ?? t('home.noPrice'),
                draw: prices[1]?.price ?? t('home.noPrice'),
                two: prices[2]?.price ?? t('home.noPrice'),
              })}
            </span>
            {prices.map((price) => (
              <span key={price.label} className={styles.price} aria-hidden="true">
                <span className={styles.priceLabel}>{price.label}</span>
                <span className={styles.priceValue}>{priceText(price.price)}</span>
              </span>
            ))}
          </span>
        )}
      </Link>
    </li>
  );
}

export function SoccerCards() {
  const { t } = useTranslation();
  const list = useHomeList(['soccer'], soccerCardsQuery);
  const perPage = useWidthRule(soccerCardsPerPage, DEBOUNCES_MS.resize);
  const [page, setPage] = useState(1);
  const markets = list.data ?? [];
  const shown = pageOf(markets, page, perPage);
  const marketIds = useMemo(() => shown.items.map((market) => market.marketId), [shown.items]);
  const books = useHomeBooks(marketIds, true);
  const now = useStatusClock();
  return (
    <section className={styles.section} aria-labelledby="home-soccer">
      <h2 id="home-soccer" className={styles.heading}>
        {t('home.soccer')}
      </h2>
      <ListState
        query={list}
        isEmpty={markets.length === 0}
        emptyDays={t('home.emptyUpcoming')}
        skeletonRows={perPage}
      >
        <ul className={styles.cards} data-per-page={perPage}>
          {shown.items.map((market) => (
            <SoccerCard
              key={market.marketId}
              market={market}
              book={books.data?.get(market.marketId)}
              now={now}
            />
          ))}
        </ul>
        <Pagination
          page={shown.page}
          pageCount={pageCountOf(markets.length, perPage)}
          onPageChange={setPage}
          label={t('home.soccerPages')}
        />
      </ListState>
    </section>
  );
}
