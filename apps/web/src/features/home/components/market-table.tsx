// One sport's markets: start, event (a link to the market page), market, status label, matched.
import { formatTradedVolume } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketStatusText } from '@/components/ui/market-status-text';
import type { SportGroup } from '../model/home-rows';
import styles from './home.module.css';

/** API-NG answers in the account's currency already (only stream data is GBP): format only. */
function volume(totalMatched: number | undefined): string {
  return totalMatched === undefined ? '' : (formatTradedVolume(totalMatched) ?? '');
}

export function MarketTable({ group, language }: { readonly group: SportGroup; readonly language: string }) {
  const { t } = useTranslation();
  const time = new Intl.DateTimeFormat(language, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <section className={styles.group} aria-label={group.sportName}>
      <h3 className={styles.sport}>{group.sportName}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('home.start')}</th>
            <th scope="col">{t('home.event')}</th>
            <th scope="col" className={styles.marketColumn}>
              {t('home.market')}
            </th>
            <th scope="col">{t('home.status')}</th>
            <th scope="col" className={styles.number}>
              {t('home.matched')}
            </th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => (
            <tr key={row.marketId}>
              <td>{row.startTime === undefined ? '' : time.format(row.startTime)}</td>
              <td>
                <Link to={`/market/${encodeURIComponent(row.eventId)}/${encodeURIComponent(row.marketId)}`}>
                  {row.eventName}
                </Link>
                {/* On a phone the market name goes under the event instead of a column of its own. */}
                <span className={styles.marketInline}>{row.marketName}</span>
              </td>
              <td className={styles.marketColumn}>{row.marketName}</td>
              <td>
                <span className={row.label.kind === 'LIVE' ? styles.live : styles.status}>
                  <MarketStatusText label={row.label} startTime={row.startTime} />
                </span>
              </td>
              <td className={styles.number}>{volume(row.totalMatched)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
