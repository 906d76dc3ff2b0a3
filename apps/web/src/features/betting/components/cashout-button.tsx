// trading-core §4 "Cash out button" in the market header: the market's cash-out value coloured by
// its sign, or why it cannot be cashed out ('Market without Cash Out', the market status, 'No Odds
// available to Cash Out'; disabled without text when the gain is 0.03 or less or the stake too
// small). A click recomputes the closing bets from the caches at that moment (the shown value may
// be up to half a second old) and opens the special confirmation, or places them at once when
// confirmation is off and no profit-ratio warning needs an answer.
import { useTranslation } from 'react-i18next';
import { cashOutMarket, cashoutButtonState } from '@greenbook/trading';
import { useCommand } from '@/lib/commands/command-registry';
import { ShortcutHint } from '@/lib/commands/shortcut-hint';
import type { MarketViewSlotProps } from '@/lib/market/market-view-slot';
import { useLiveExchange } from '@/lib/stream/use-live';
import { notify } from '@/lib/toasts/notify';
import { useMarketCashout } from '../hooks/use-market-cashout';
import { useClosingFlow } from '../hooks/use-closing-flow';
import { useShowBetReport } from '../hooks/use-place-bet';
import { accountCurrency } from '../model/account-currency';
import { betMarketOf } from '../model/bet-market';
import { useClosingLockStore } from '../model/closing-lock-store';
import { prepareClosingOrder } from '../model/closing-order';
import { marketCashoutRecord } from '@/lib/stream/market-cashout-record';
import { ClosingConfirmationDialog } from './closing-confirmation-dialog';
import styles from './closing.module.css';

export function CashoutButton({ eventId, marketId, marketName, runnerNames }: MarketViewSlotProps) {
  const { t } = useTranslation();
  const live = useLiveExchange();
  const record = useMarketCashout(marketId);
  const locked = useClosingLockStore((state) => state.locked[marketId] === true);
  const flow = useClosingFlow();
  const showReport = useShowBetReport();
  const currency = accountCurrency();
  const state = record === undefined ? undefined : cashoutButtonState(record, currency);
  // Stale or unknown prices read as no odds: the spec's text for "nothing to price the bets at".
  const reason = state === undefined ? 'MISSING_ODDS' : state.disabledReason;
  const label =
    reason === 'MISSING_ODDS'
      ? t('closing.noOdds')
      : reason === 'MULTIPLE_WINNERS'
        ? t('closing.withoutCashOut')
        : reason === 'NOT_OPEN' && record !== undefined
          ? t(`marketStatus.${record.status}`)
          : undefined;

  const cashOut = () => {
    const now = marketCashoutRecord(live, marketId);
    const result =
      now === undefined ? undefined : cashOutMarket([{ eventId, cashout: now }], marketId, currency);
    if (now === undefined || result === undefined || !result.ok) {
      notify('error', t('closing.unavailable'), { bet: true });
      return;
    }
    const preparation = prepareClosingOrder(
      result.order.betsByEvent.flatMap((event) => event.markets.flatMap((market) => market.bets)),
      {
        kind: 'CASHOUT',
        eventId,
        market: betMarketOf(marketId, live.market(marketId)?.definition),
        marketName,
        runnerNames,
        currency,
        profitLossValue: result.order.profitLossValue,
      },
    );
    if (!preparation.ok) {
      showReport(preparation.report);
      return;
    }
    flow.start({ orders: [preparation.order], unmatchedBetIds: [] });
  };

  const enabled = state?.enabled === true && !locked;
  useCommand('cashOut', enabled ? cashOut : undefined);

  return (
    <>
      <ShortcutHint command="cashOut">
        <button type="button" className={styles.cashout} disabled={!enabled} onClick={cashOut}>
          {t('closing.cashOut')}
          {label === undefined ? (
            <span className={styles[state?.tone ?? 'win']}>{state?.value.toFixed(2)}</span>
          ) : (
            <span>{label}</span>
          )}
        </button>
      </ShortcutHint>
      {flow.pending !== undefined && <ClosingConfirmationDialog {...flow.pending} onClose={flow.close} />}
    </>
  );
}
