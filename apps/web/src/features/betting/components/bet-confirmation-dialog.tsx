// trading-core §2 "Bet confirmation dialog" and §4 flow: side, runner, odd, stake, the stake-mode
// value, auto options, the profit-ratio warning, 'Confirm bet before placing' (saved on close);
// Confirm works once and stays disabled while the odd is off the grid, the stake is refused by
// the stake rules of trading-core §5 (negative, not a number, zero: the refusal shows under the
// amount) or by the profit-ratio rule (unless the automatic stake change is on). Issue 12: the
// second click of the double-click that opened it neither confirms nor closes it, and while the
// market's prices are stale (lib/stream/market-freshness.ts) it says so and greys its odd.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetting, useSettingsStore } from '@/lib/storage/settings-store';
import { useMarketFresh } from '@/lib/stream/use-live';
import { usePlaceBet } from '../hooks/use-place-bet';
import { useSpecText } from '../hooks/use-spec-text';
import type { BetMarket } from '../model/bet-market';
import type { BetReport } from '../model/bet-report';
import { checkOddText } from '../model/odds-input';
import { prepareBet, shownModeValue, unplaceableReason, type BetTicket } from '../model/prepare-bet';
import { DOUBLE_CLICK_MS } from '../model/repeat-clicks';
import { AmountField } from './amount-field';
import { AutoOptionsSummary } from './auto-options-summary';
import { OddField } from './odd-field';
import { ProfitRatioBox } from './profit-ratio-box';
import styles from './betting.module.css';

export interface BetConfirmationDialogProps {
  readonly ticket: BetTicket;
  readonly market: BetMarket;
  readonly currency: string;
  /** The event timestamp of the click that opened the dialog, when a click did. */
  readonly openedAt?: number | undefined;
  /** Called once: with the placement when Confirm placed the bet, without when it was closed. */
  readonly onClose: (placement?: Promise<BetReport>) => void;
}

export function BetConfirmationDialog(props: BetConfirmationDialogProps) {
  const { ticket, market, currency, openedAt, onClose } = props;
  const { t } = useTranslation();
  const fresh = useMarketFresh(ticket.marketId);
  /** A click this soon after the opening click is that double-click's second half, not a choice. */
  const secondHalf = (timeStamp: number) => openedAt !== undefined && timeStamp - openedAt < DOUBLE_CLICK_MS;
  const checkboxId = useId();
  const placeBet = usePlaceBet();
  const specText = useSpecText();
  const confirmation = useSetting('confirmation');
  const autoChangeStake = useSetting('profitRatioAutoChangeStake');
  const [oddText, setOddText] = useState(String(ticket.odd));
  const [amountText, setAmountText] = useState(String(ticket.stakeValue));
  const [confirmBefore, setConfirmBefore] = useState(confirmation);
  const submitted = useRef(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const oddCheck = checkOddText(market.ladder, oddText);
  const amount = amountText.trim() === '' ? Number.NaN : Number(amountText);
  const preparation = oddCheck.ready
    ? prepareBet({ ...ticket, odd: Number(oddText), stakeValue: amount }, market, currency)
    : undefined;
  const bet = preparation?.ok === true ? preparation.bet : undefined;
  const warning = bet?.warning;
  const blockedByRatio =
    bet !== undefined &&
    (unplaceableReason(bet) !== undefined || (warning !== undefined && !autoChangeStake));
  const refusal = preparation?.ok === false ? specText(preparation.report.message) : undefined;
  const confirmDisabled = !oddCheck.ready || refusal !== undefined || blockedByRatio;
  const modeValue = bet === undefined ? undefined : shownModeValue(bet);
  const side = t(`betting.sides.${ticket.side}`);

  // trading-core §4 step 4: the checkbox updates the preference when the dialog closes — also when
  // it goes without closing (a new click replaces it, or the trader leaves the market).
  const choice = useRef(confirmBefore);
  useEffect(() => {
    choice.current = confirmBefore;
  });
  useEffect(
    () => () => {
      if (choice.current !== useSettingsStore.getState().settings.confirmation)
        useSettingsStore.getState().update({ confirmation: choice.current });
    },
    [],
  );

  const close = (placement?: Promise<BetReport>) => {
    if (confirmBefore !== confirmation) useSettingsStore.getState().update({ confirmation: confirmBefore });
    onClose(placement);
  };

  /** `confirmedAt`: the Confirm event's timestamp, on the click's clock (the receipt's step). */
  const submit = (confirmedAt: number) => {
    if (submitted.current || preparation?.ok !== true) return;
    submitted.current = true; // trading-core §4 step 3: confirm is allowed once per dialog
    close(placeBet(preparation.bet, { click: { at: openedAt, price: ticket.odd, confirmedAt } }));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          data-side={ticket.side}
          data-stale={!fresh}
          onOpenAutoFocus={(event) => {
            // Enter confirms the bet as it opened: focus on Confirm, not on the first control
            // (the odd's "One tick down", which Enter would press, moving the price silently).
            // With Confirm disabled the dialog itself holds the focus (no keyboard pops up).
            event.preventDefault();
            const target = confirmRef.current?.disabled === false ? confirmRef.current : event.currentTarget;
            (target as HTMLElement).focus();
          }}
          onPointerDownOutside={(event) => {
            if (secondHalf(event.detail.originalEvent.timeStamp)) event.preventDefault();
          }}
        >
          <Dialog.Title className={styles.title}>{t('betting.dialog.title')}</Dialog.Title>
          <Dialog.Description className={styles.description}>
            {t('betting.dialog.description', { side, runner: ticket.runnerName })}
          </Dialog.Description>
          <dl className={styles.summary}>
            <dt>{t('betting.dialog.side')}</dt>
            <dd data-testid="bet-side">{side}</dd>
            <dt>{t('betting.dialog.runner')}</dt>
            <dd>{ticket.runnerName}</dd>
          </dl>
          {!fresh && (
            <p role="alert" className={styles.stale}>
              {t('betting.dialog.stalePrices')}
            </p>
          )}
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirmDisabled) submit(event.timeStamp);
            }}
          >
            <OddField ladder={market.ladder} text={oddText} fallback={ticket.odd} onChange={setOddText} />
            <AmountField mode={ticket.stakeMode} text={amountText} onChange={setAmountText} error={refusal} />
            <dl className={styles.summary}>
              <dt>{t('betting.dialog.stake')}</dt>
              <dd data-testid="bet-stake">{bet === undefined ? '-' : bet.stakeToSend.toFixed(2)}</dd>
              <dt>{t(`market.stakeModes.${ticket.stakeMode}`)}</dt>
              <dd data-testid="bet-mode-value">{modeValue === undefined ? '-' : modeValue.toFixed(2)}</dd>
            </dl>
            <AutoOptionsSummary />
            {warning !== undefined && (
              <ProfitRatioBox
                warning={warning}
                disabled={bet === undefined || unplaceableReason(bet) !== undefined}
                onAccept={submit}
              />
            )}
            <div className={styles.checkbox}>
              <input
                id={checkboxId}
                type="checkbox"
                checked={confirmBefore}
                onChange={(event) => setConfirmBefore(event.target.checked)}
              />
              <label htmlFor={checkboxId}>{t('betting.dialog.confirmBeforePlacing')}</label>
            </div>
            <div className={styles.actions}>
              <button type="button" onClick={() => close()}>
                {t('betting.dialog.cancel')}
              </button>
              <button
                ref={confirmRef}
                type="submit"
                className={styles.confirm}
                disabled={confirmDisabled}
                onClick={(event) => {
                  // Only the second click of a double-click (the browser counts it in `detail`)
                  // is ignored: one deliberate click confirms however soon it comes.
                  if (event.detail > 1 && secondHalf(event.timeStamp)) event.preventDefault();
                }}
              >
                {t('betting.dialog.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
