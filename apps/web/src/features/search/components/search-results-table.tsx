// One page of search results (account-and-product §2 "Search results"): Sport, Competition,
// Start, Event, Matched. The event is a link to the market page and a click anywhere on the row
// opens it too, as the spec has it; keyboard users have the link.
import { formatTradedVolume } from '@greenbook/trading';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SportIcon } from '@/components/ui/sport-icon';
import { dateLocale } from '@/lib/format/date-locale';
import { NumericCell, Table } from '@/components/ui/table';
import { useSportName } from '@/lib/exchange/sport-options';
import type { SearchRow } from '../model/search-rows';
import styles from './search.module.css';

const marketPath = (row: SearchRow): string =>
  `/market/${encodeURIComponent(row.eventId)}/${encodeURIComponent(row.marketId)}`;

/** API-NG answers in the account's currency already: format only. */
const matched = (totalMatched: number | undefined): string =>
  totalMatched === undefined ? '' : (formatTradedVolume(totalMatched) ?? '');

export function SearchResultsTable({
  rows,
  query,
}: {
  readonly rows: readonly SearchRow[];
  readonly query: string;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useSportName();
  const navigate = useNavigate();
  // Results may start days or months apart (outrights): the date goes with the time.
  const start = useMemo(
    () =>
      new Intl.DateTimeFormat(dateLocale(i18n.language), {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    [i18n.language],
  );
  const openFromRow = (event: MouseEvent<HTMLTableRowElement>, row: SearchRow) => {
    // The link handles its own clicks (and new-tab clicks); a text selection is not a click.
    if ((event.target as Element).closest('a') !== null) return;
    if (window.getSelection()?.isCollapsed === false) return;
    void navigate(marketPath(row));
  };
  return (
    <div className={styles.results}>
      <Table caption={t('search.tableCaption', { query })} hideCaption>
        <thead>
          <tr>
            <th scope="col">{t('search.sport')}</th>
            <th scope="col" className={styles.competitionColumn}>
              {t('search.competition')}
            </th>
            <th scope="col">{t('search.start')}</th>
            <th scope="col">{t('search.event')}</th>
            <th scope="col" className={styles.number}>
              {t('search.matched')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.marketId} className={styles.row} onClick={(event) => openFromRow(event, row)}>
              <td>
                <span className={styles.sport}>
                  <SportIcon eventTypeId={row.sportId} size={16} />
                  <span className={styles.sportName}>{nameOf(row.sportId ?? '', row.sportName)}</span>
                </span>
              </td>
              <td className={styles.competitionColumn}>{row.competitionName}</td>
              <td className={styles.start}>
                {row.startTime === undefined ? '' : start.format(row.startTime)}
              </td>
              <td>
                <Link to={marketPath(row)} className={styles.event}>
                  {row.eventName} <span className={styles.marketName}>{row.marketName}</span>
                </Link>
                {/* On a phone the competition goes under the event instead of a column of its own. */}
                <span className={styles.competitionInline}>{row.competitionName}</span>
              </td>
              <NumericCell>{matched(row.totalMatched)}</NumericCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
