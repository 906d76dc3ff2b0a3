// One unmatched bet of the sidebar lists (trading-core §2): its checkbox, side, runner, odd,
// remaining and matched parts, minutes since it was placed, a button cancelling it alone, and one
// opening its execution receipt when it was placed from a click on this page (issue 21 §2).
import { ReceiptText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReceiptsStore } from '@/lib/execution-receipts/receipt-store';
import { useOpenReceiptStore } from '../model/open-receipt-store';
import type { MarketBet } from '../model/market-orders';
import type { BetSelection } from '../hooks/use-bet-selection';
import type { UnmatchedBetControls } from './this-market-tab';
import styles from './this-market.module.css';

interface UnmatchedBetRowProps {
  readonly marketId: string;
  readonly bet: MarketBet;
  readonly runnerName: string;
  readonly sideNames: { readonly back: string; readonly lay: string };
  readonly selection: BetSelection;
  /** The time the minutes since placed count to (ticks every 10 s, hooks/use-now). */
  readonly now: number;
  readonly onCancel: (marketId: string, betIds: readonly string[]) => void;
  readonly renderControls?: UnmatchedBetControls | undefined;
}

export function UnmatchedBetRow(props: UnmatchedBetRowProps) {
  const { marketId, bet, runnerName, sideNames, selection, now, onCancel, renderControls } = props;
  const { order } = bet;
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
        checked={selection.isSelected(order.id)}
        onChange={() => selection.toggle(order.id)}
      />
      <span className={order.side === 'B' ? styles['back'] : styles['lay']}>
        {order.side === 'B' ? sideNames.back : sideNames.lay}
      </span>
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
}
