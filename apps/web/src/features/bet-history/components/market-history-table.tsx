// The settled markets (account-and-product §2 columns): one row a market, Profit/Loss the net
// profit (profit minus commission); a row's button expands it to its settled bets.
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { NumericCell, Table } from '@/components/ui/table';
import type { ClearedOrder } from '../api/cleared-orders-answer';
import { netProfit } from '../model/history-rows';
import type { HistoryFormats } from './history-formats';
import { SettledBets } from './settled-bets';
import styles from './bet-history.module.css';

const COLUMNS = 9;

export interface MarketHistoryTableProps {
  readonly markets: readonly ClearedOrder[];
  readonly settledDateRange: { readonly from: string; readonly to: string };
  readonly locale: string;
  readonly formats: HistoryFormats;
}

export function MarketHistoryTable({ markets, settledDateRange, locale, formats }: MarketHistoryTableProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (marketId: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(marketId)) next.add(marketId);
      return next;
    });
  return (
    <Table caption={t('betHistory.tableCaption')} hideCaption>
      <thead>
        <tr>
          <th scope="col">{t('betHistory.bets')}</th>
          <th scope="col">{t('betHistory.marketId')}</th>
          <th scope="col">{t('betHistory.start')}</th>
          <th scope="col">{t('betHistory.settled')}</th>
          <th scope="col">{t('betHistory.sport')}</th>
          <th scope="col">{t('betHistory.eventName')}</th>
          <th scope="col">{t('betHistory.marketName')}</th>
          <th scope="col">{t('betHistory.commission')}</th>
          <th scope="col">{t('betHistory.profitLoss')}</th>
        </tr>
      </thead>
      <tbody>
        {markets.map((market) => {
          const open = expanded.has(market.marketId);
          const name = market.itemDescription?.marketDesc ?? market.marketId;
          const net = netProfit(market);
          return (
            <Fragment key={market.marketId}>
              <tr>
                <td>
                  <span className={styles.betsCell}>
                    <IconButton
                      label={t(open ? 'betHistory.hideBets' : 'betHistory.showBets', { market: name })}
                      aria-expanded={open}
                      icon={open ? ChevronDown : ChevronRight}
                      onClick={() => toggle(market.marketId)}
                    />
                    {market.betCount}
                  </span>
                </td>
                <td>{market.marketId}</td>
                <td>{formats.instant(market.itemDescription?.marketStartTime)}</td>
                <td>{formats.instant(market.settledDate)}</td>
                <td>{market.itemDescription?.eventTypeDesc}</td>
                <td>{market.itemDescription?.eventDesc}</td>
                <td>{name}</td>
                <NumericCell>{formats.money(market.commission ?? 0)}</NumericCell>
                <NumericCell className={net < 0 ? styles.loss : net > 0 ? styles.win : undefined}>
                  {formats.money(net)}
                </NumericCell>
              </tr>
              {open && (
                <tr>
                  <td colSpan={COLUMNS} className={styles.betsRow}>
                    <SettledBets
                      marketId={market.marketId}
                      marketName={name}
                      settledDateRange={settledDateRange}
                      locale={locale}
                      formats={formats}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
