// One row of the sport or live list: start and status label, the event (a link to its market),
// competition, matched (with the trader's cash out) and, on non-live lists, the runners' prices.
// Static parts come from the catalogue; the figures from the row's own visible book, so a refresh
// re-renders only the rows whose figures changed.
import { formatTradedVolume, marketStatusLabel } from '@greenbook/trading';
import { memo } from 'react';
import { Link } from 'react-router';
import { MarketStatusText } from '@/components/ui/market-status-text';
import { useMarketClock } from '@/lib/clock/market-clock';
import { useListBook } from '../api/use-visible-books';
import type { ListBook } from '../model/list-book';
import type { ListRow as Row } from '../model/list-rows';
import type { VisibleBooks } from '../model/visible-books';
import { CashOutFigure } from './cash-out-figure';
import { RunnerPrices } from './runner-prices';
import styles from './lists.module.css';

/** account-and-product §4: the label from the row's latest book; a DELAY clock ticks by itself. */
function StatusLabel({ row, book }: { readonly row: Row; readonly book: ListBook | undefined }) {
  // The label changes kind (going live → DELAY) at the start time even when no figure changed.
  const now = useMarketClock();
  const label = marketStatusLabel({
    status: book?.status,
    inPlay: book?.inPlay,
    turnInPlayEnabled: row.turnInPlayEnabled,
    marketStartTime: row.startTime,
    marketType: row.marketType,
    now,
  });
  return (
    <span className={label.kind === 'LIVE' ? styles.live : styles.status}>
      <MarketStatusText label={label} startTime={row.startTime} />
    </span>
  );
}

export interface ListRowProps {
  readonly row: Row;
  readonly books: VisibleBooks;
  readonly showPrices: boolean;
  readonly time: Intl.DateTimeFormat;
  /** 1-based position among all rows, header included (aria-rowindex). */
  readonly rowIndex: number;
  /** Where the row sits in the list body, in pixels (a number, so an unmoved row skips rendering). */
  readonly top: number;
}

export const ListRow = memo(function ListRow({ row, books, showPrices, time, rowIndex, top }: ListRowProps) {
  const book = useListBook(books, row.marketId);
  const matched = book?.totalMatched ?? row.totalMatched;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className={styles.row}
      style={{ transform: `translateY(${top}px)` }}
      data-market-id={row.marketId}
    >
      <div role="cell" className={styles.start}>
        <span className={styles.time}>{row.startTime === undefined ? '' : time.format(row.startTime)}</span>
        <StatusLabel row={row} book={book} />
      </div>
      <div role="cell" className={styles.event}>
        <Link
          className={styles.eventLink}
          to={`/market/${encodeURIComponent(row.eventId)}/${encodeURIComponent(row.marketId)}`}
        >
          {row.title}
        </Link>
        {/* Narrow lists show the competition under the event instead of a column of its own. */}
        <span className={styles.competitionInline} aria-hidden="true">
          {row.competition}
        </span>
      </div>
      <div role="cell" className={styles.competition}>
        {row.competition}
      </div>
      <div role="cell" className={styles.matched}>
        <span className={styles.volume}>{matched === undefined ? '' : formatTradedVolume(matched)}</span>
        <CashOutFigure marketId={row.marketId} />
      </div>
      {showPrices && (
        <div role="cell" className={styles.priceCell}>
          <RunnerPrices runners={row.runners} book={book} />
        </div>
      )}
    </div>
  );
});
