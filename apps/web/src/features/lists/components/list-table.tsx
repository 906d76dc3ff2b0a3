// The sport and live lists' table (account-and-product §2): columns Start, Event name, Competition,
// Matched, each sorting the list by a click on its header (aria-sort tells which and how), and on
// non-live lists the runners' prices. Virtualised on the page's own scroll (@tanstack/react-virtual):
// rows of the spec's height by width, 3 rendered beyond the screen at each end, so 1,000 rows cost
// what a screenful does. The rows on screen are the ones whose books refresh every second.
//
// The order is the catalogue's figures' (every row's traded volume from one answer, so all rows are
// compared at one moment): taken when the list arrives, and again when a header click has fetched
// the catalogue afresh. The per-second refresh changes the figures in place but never moves a row
// under the trader's pointer.
import { LIST_VIEW } from '@greenbook/trading';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@/lib/format/date-locale';
import { useListRowHeight } from '@/lib/layout/use-list-row-height';
import type { ListRow as Row } from '../model/list-rows';
import {
  DEFAULT_SORT,
  nextSort,
  SORT_COLUMNS,
  sortRows,
  type ListSort,
  type SortColumn,
} from '../model/sort-rows';
import type { VisibleBooks } from '../model/visible-books';
import { ListRow } from './list-row';
import styles from './lists.module.css';

function SortHeader({
  column,
  sort,
  onSort,
}: {
  readonly column: SortColumn;
  readonly sort: ListSort;
  readonly onSort: (column: SortColumn) => void;
}) {
  const { t } = useTranslation();
  const sorted = sort.column === column;
  const Icon = !sorted ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <div
      role="columnheader"
      className={`${styles.header} ${styles[column]}`}
      {...(sorted ? { 'aria-sort': sort.direction } : {})}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {t(`lists.columns.${column}`)}
        <Icon aria-hidden="true" size={14} className={sorted ? undefined : styles.unsorted} />
      </button>
    </div>
  );
}

/** The list body's distance from the top of the page, kept as the content above it changes. */
function usePageOffset() {
  const ref = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element !== null) setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return { ref, offset };
}

export interface ListTableProps {
  readonly label: string;
  readonly rows: readonly Row[];
  readonly books: VisibleBooks;
  /** Non-live lists add the runner price column. */
  readonly showPrices: boolean;
  /** A header was clicked: the list's catalogue is fetched afresh, so the order is today's. */
  readonly onSort: () => void;
}

export function ListTable({ label, rows, books, showPrices, onSort }: ListTableProps) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<ListSort>(DEFAULT_SORT);
  const collator = useMemo(() => new Intl.Collator(i18n.language, { sensitivity: 'base' }), [i18n.language]);
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(dateLocale(i18n.language), {
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    [i18n.language],
  );
  const sorted = useMemo(
    () => sortRows(rows, sort, (row) => row.totalMatched, collator),
    [rows, sort, collator],
  );
  const rowHeight = useListRowHeight();
  const { ref, offset } = usePageOffset();
  const virtualizer = useWindowVirtualizer({
    count: sorted.length,
    estimateSize: () => rowHeight,
    overscan: LIST_VIEW.overscanRows,
    scrollMargin: offset,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  // The rows drawn (on screen and the 3 beyond each end) are the ones whose books refresh.
  const drawnKey = items.map((item) => sorted[item.index]?.marketId ?? '').join(' ');
  useEffect(() => books.show(drawnKey === '' ? [] : drawnKey.split(' ')), [books, drawnKey]);
  const tableStyle = { '--list-row-height': `${rowHeight}px` } as CSSProperties;
  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={sorted.length + 1}
      className={`${styles.table} ${showPrices ? styles.withPrices : ''}`}
      style={tableStyle}
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={styles.headerRow}>
          {SORT_COLUMNS.map((column) => (
            <SortHeader
              key={column}
              column={column}
              sort={sort}
              onSort={(next) => {
                setSort(nextSort(sort, next));
                onSort();
              }}
            />
          ))}
          {showPrices && (
            <div role="columnheader" className={`${styles.header} ${styles.priceCell}`}>
              {t('lists.columns.prices')}
            </div>
          )}
        </div>
      </div>
      <div role="rowgroup" ref={ref} className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = sorted[item.index];
          if (row === undefined) return null;
          return (
            <ListRow
              key={row.marketId}
              row={row}
              books={books}
              showPrices={showPrices}
              time={time}
              rowIndex={item.index + 2}
              top={item.start - virtualizer.options.scrollMargin}
            />
          );
        })}
      </div>
    </div>
  );
}
