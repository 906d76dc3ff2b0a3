// An expanded market row (account-and-product §2): its settled bets, asked with groupBy BET for
// that market and the page's date range, in the same paging as the markets.
import { useTranslation } from 'react-i18next';
import { NumericCell, Table } from '@/components/ui/table';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useClearedOrders } from '../api/use-cleared-orders';
import { oddText } from '../model/history-rows';
import type { HistoryFormats } from './history-formats';
import styles from './bet-history.module.css';

export interface SettledBetsProps {
  readonly marketId: string;
  readonly marketName: string;
  readonly settledDateRange: { readonly from: string; readonly to: string };
  readonly locale: string;
  readonly formats: HistoryFormats;
}

export function SettledBets({ marketId, marketName, settledDateRange, locale, formats }: SettledBetsProps) {
  const { t } = useTranslation();
  const { orders } = useClearedOrders({ groupBy: 'BET', marketId, settledDateRange, locale });
  if (orders === undefined) return <SkeletonRows label={t('betHistory.loadingBets')} />;
  if (orders.length === 0) return <p className={styles.message}>{t('betHistory.noDetails')}</p>;
  return (
    <Table caption={t('betHistory.betsCaption', { market: marketName })} hideCaption>
      <thead>
        <tr>
          <th scope="col">{t('betHistory.betId')}</th>
          <th scope="col">{t('betHistory.placed')}</th>
          <th scope="col">{t('betHistory.settled')}</th>
          <th scope="col">{t('betHistory.selectionName')}</th>
          <th scope="col">{t('betHistory.side')}</th>
          <th scope="col">{t('betHistory.size')}</th>
          <th scope="col">{t('betHistory.odd')}</th>
          <th scope="col">{t('betHistory.status')}</th>
          <th scope="col">{t('betHistory.grossProfit')}</th>
          <th scope="col">{t('betHistory.reference')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((bet) => (
          <tr key={bet.betId ?? `${bet.marketId}-${bet.placedDate}`}>
            <td>{bet.betId}</td>
            <td>{formats.instant(bet.placedDate)}</td>
            <td>{formats.instant(bet.settledDate)}</td>
            <td>{bet.itemDescription?.runnerDesc ?? bet.selectionId}</td>
            <td className={bet.side === 'LAY' ? styles.lay : styles.back}>
              {bet.side === undefined ? '' : t(bet.side === 'BACK' ? 'betHistory.back' : 'betHistory.lay')}
            </td>
            <NumericCell>{formats.money(bet.sizeSettled)}</NumericCell>
            <NumericCell>{oddText(bet)}</NumericCell>
            <td>{bet.betOutcome}</td>
            <NumericCell>{formats.money(bet.profit)}</NumericCell>
            <td>{bet.customerOrderRef}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
