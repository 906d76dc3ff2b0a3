// trading-core §2/§4 "Special confirmation" for CASHOUT, GLOBAL_CASHOUT, HEDGE and UNLEVEL: the
// closing bets grouped by event and market (runner, side, odd, stake), the profit/loss they lock in,
// for hedge and unlevel whether to cancel the existing unmatched bets, the profit-ratio warning, and
// 'Confirm bet before placing' (saved when the dialog closes). Confirm works once: each market's
// bets are then placed under that market's closing lock.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sumMoney } from '@greenbook/trading';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { closingWarning, type ClosingOrder } from '../model/closing-order';
import { usePlaceClosingBets } from '../hooks/use-place-closing-bets';
import { ProfitRatioBox } from './profit-ratio-box';
import styles from './betting.module.css';
import closing from './closing.module.css';

export interface ClosingConfirmationDialogProps {
  /** One order per market (several for a global cash out), all of the same kind. */
  readonly orders: readonly ClosingOrder[];
  /** The market's unmatched bets, offered for cancelling with a hedge or an unlevel. */
  readonly unmatchedBetIds: readonly string[];
  readonly onClose: () => void;
}

/** The orders grouped by event, in the order they came. */
function byEvent(orders: readonly ClosingOrder[]): ClosingOrder[][] {
  const events = new Map<string, ClosingOrder[]>();
  for (const order of orders) events.set(order.eventId, [...(events.get(order.eventId) ?? []), order]);
  return [...events.values()];
}

function MarketBets({ order }: { readonly order: ClosingOrder }) {
  const { t } = useTranslation();
  return (
    <>
      <h4>{order.marketName ?? order.marketId}</h4>
      <table className={closing.bets}>
        <thead>
          <tr>
            <th>{t('betting.dialog.runner')}</th>
            <th>{t('betting.dialog.side')}</th>
            <th>{t('closing.odd')}</th>
            <th>{t('betting.dialog.stake')}</th>
          </tr>
        </thead>
        <tbody>
          {order.bets.map((bet, index) => (
            <tr key={index} data-side={bet.ticket.side}>
              <td>{bet.ticket.runnerName}</td>
              <td>{t(`betting.sides.${bet.ticket.side}`)}</td>
              <td>{bet.ticket.odd}</td>
              <td>{bet.stakeToSend.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function ClosingConfirmationDialog({
  orders,
  unmatchedBetIds,
  onClose,
}: ClosingConfirmationDialogProps) {
  const { t } = useTranslation();
  const confirmId = useId();
  const cancelId = useId();
  const placeClosingBets = usePlaceClosingBets();
  const confirmation = useSetting('confirmation');
  const autoChangeStake = useSetting('profitRatioAutoChangeStake');
  const [confirmBefore, setConfirmBefore] = useState(confirmation);
  const kind = orders[0]?.kind ?? 'CASHOUT';
  const warning = closingWarning(orders);
  const profitLossValue = sumMoney(orders.map((order) => order.profitLossValue));
  const offersCancel = (kind === 'HEDGE' || kind === 'UNLEVEL') && unmatchedBetIds.length > 0;
  const [cancelUnmatched, setCancelUnmatched] = useState(false);
  const submitted = useRef(false);
  const blocked = warning !== undefined && !autoChangeStake;

  const close = () => {
    if (confirmBefore !== useSettingsStore.getState().settings.confirmation)
      useSettingsStore.getState().update({ confirmation: confirmBefore });
    onClose();
  };
  const submit = () => {
    if (submitted.current) return;
    submitted.current = true;
    for (const order of orders)
      void placeClosingBets(order, offersCancel && cancelUnmatched ? unmatchedBetIds : []);
    close();
  };
  const tone = profitLossValue >= 0 ? 'win' : 'lose';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.title}>{t(`closing.titles.${kind}`)}</Dialog.Title>
          <Dialog.Description className={styles.description}>{t('closing.description')}</Dialog.Description>
          {byEvent(orders).map((markets) => (
            <section
              key={markets[0]!.eventId}
              aria-label={markets[0]!.eventName ?? t('closing.event', { id: markets[0]!.eventId })}
            >
              {markets[0]!.eventName !== undefined && <h3>{markets[0]!.eventName}</h3>}
              {markets.map((order) => (
                <MarketBets key={order.marketId} order={order} />
              ))}
            </section>
          ))}
          <p>
            {t('closing.profitLoss')}{' '}
            <strong data-testid="closing-profit-loss" className={closing[tone]}>
              {profitLossValue.toFixed(2)}
            </strong>
          </p>
          {offersCancel && (
            <div className={styles.checkbox}>
              <input
                id={cancelId}
                type="checkbox"
                checked={cancelUnmatched}
                onChange={(event) => setCancelUnmatched(event.target.checked)}
              />
              <label htmlFor={cancelId}>
                {t('closing.cancelUnmatched', { count: unmatchedBetIds.length })}
              </label>
            </div>
          )}
          {warning !== undefined && <ProfitRatioBox warning={warning} disabled={false} onAccept={submit} />}
          <div className={styles.checkbox}>
            <input
              id={confirmId}
              type="checkbox"
              checked={confirmBefore}
              onChange={(event) => setConfirmBefore(event.target.checked)}
            />
            <label htmlFor={confirmId}>{t('betting.dialog.confirmBeforePlacing')}</label>
          </div>
          <div className={styles.actions}>
            <button type="button" onClick={close}>
              {t('betting.dialog.cancel')}
            </button>
            <button type="button" className={styles.confirm} disabled={blocked} onClick={submit}>
              {t('betting.dialog.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
