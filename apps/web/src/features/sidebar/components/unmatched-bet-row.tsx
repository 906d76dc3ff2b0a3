// One unmatched bet of the sidebar lists (trading-core §2): its checkbox, side, runner, odd,
// remaining and matched parts, minutes since it was placed, a button cancelling it alone, and one
// opening its execution receipt when it was placed from a click on this page (issue 21 §2).
// Memoised on its own order: the order stream replaces an order's object when it changes, so a
// new bet or fill re-renders that bet's row, not the whole list (a scalper's hundred unmatched bets
// re-rendered on every order message made a 30 ms frame of each click, bench:web, issue 21 §6).
import { memo } from 'react';
import { ReceiptText, X } from 'lucide-react';
import type { UnmatchedOrder } from '@greenbook/betfair';
import { useTranslation } from 'react-i18next';
import { useReceiptsStore } from '@/lib/execution-receipts/receipt-store';
import { useOpenReceiptStore } from '../model/open-receipt-store';
import type { UnmatchedBetControls } from './this-market-tab';
import styles from './this-market.module.css';

interface UnmatchedBetRowProps {
  readonly marketId: string;
  readonly order: UnmatchedOrder;
  readonly runnerName: string;
  /** 'Back' or 'Lay' (on a line market 'Lower' or 'Higher'). */
  readonly sideName: string;
  readonly selected: boolean;
  readonly onToggle: (betId: string) => void;
  /** The time the minutes since placed count to (ticks every 10 s, hooks/use-now). */
  readonly now: number;
  readonly onCancel: (marketId: string, betIds: readonly string[]) => void;
  readonly renderControls?: UnmatchedBetControls | undefined;
}

export const UnmatchedBetRow = memo(function UnmatchedBetRow(props: UnmatchedBetRowProps) {
  const { marketId, order, runnerName, sideName, selected, onToggle, now, onCancel, renderControls } = props;
  const { t } = useTranslation();
  const receiptId = useReceiptsStore(
    (state) => state.byMarket[marketId]?.find((receipt) => receipt.betId === order.id)?.id,
  );
  const showReceipt = useOpenReceiptStore((state) => state.show);
  return (
    <li className={styles['item']}>
      <input
        type="checkbox"
        aria-label={t('thisMarket.selectBet', { betId: order.id })}
        checked={selected}
        onChange={() => onToggle(order.id)}
      />
      <span className={order.side === 'B' ? styles['back'] : styles['lay']}>{sideName}</span>
      <span className={styles['runner']}>{runnerName}</span>
      <span>@ {order.p}</span>
      <span>{t('thisMarket.remaining', { size: order.sr.toFixed(2) })}</span>
      {order.sm > 0 && <span>{t('thisMarket.matchedPart', { size: order.sm.toFixed(2) })}</span>}
      <span className={styles['muted']}>
        {t('thisMarket.placedAgo', { minutes: Math.max(0, Math.floor((now - order.pd) / 60_000)) })}
      </span>
      <button
        type="button"
        className={styles['cancelOne']}
        aria-label={t('thisMarket.cancelOne', { betId: order.id })}
        onClick={() => onCancel(marketId, [order.id])}
      >
        <X aria-hidden="true" size={14} />
      </button>
      {receiptId !== undefined && (
        <button
          type="button"
          className={styles['cancelOne']}
          aria-label={t('thisMarket.receipt', { betId: order.id })}
          onClick={() => showReceipt(marketId, receiptId)}
        >
          <ReceiptText aria-hidden="true" size={14} />
        </button>
      )}
      {renderControls?.({ betId: order.id, persistence: order.pt })}
    </li>
  );
});
