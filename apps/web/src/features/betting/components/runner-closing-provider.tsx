// trading-core §4 Hedge and Unlevel beside each runner of the grid and the ladder (through
// lib/market RunnerClosingContext). Hedge shows on a runner with matched bets when the market's
// cash-out delta is 0.03 or more, and levels that runner's win and lose P&L at its best closing
// price ('Hedge not possible at this odd…' when the stake would be zero). Unlevel shows with
// matched bets and a non-zero cash-out value, and moves the market's cash-out value onto the
// runner: stake |value|, BACK for a value ≥ 0, LAY otherwise (trading-core §5). Both go through
// the special confirmation with the choice to cancel the existing unmatched bets (the runner's for
// a hedge, the market's for an unlevel), and are disabled during the cash-out animation.
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderMarketCache } from '@greenbook/betfair';
import {
  cashoutButtonState,
  hedgeAtBestOdds,
  unlevelMarket,
  HEDGE_ZERO_STAKE,
  type ClosingBet,
} from '@greenbook/trading';
import { useCommand } from '@/lib/commands/command-registry';
import { useKeyboardRunner } from '@/lib/commands/keyboard-selection-store';
import { ShortcutHint } from '@/lib/commands/shortcut-hint';
import type { MarketViewSlotProps } from '@/lib/market/market-view-slot';
import { RunnerClosingContext, type RunnerClosingSlot } from '@/lib/market/runner-closing';
import { useLiveExchange, useMarketOrdersSelector } from '@/lib/stream/use-live';
import { notify } from '@/lib/toasts/notify';
import { useClosingFlow } from '../hooks/use-closing-flow';
import { useMarketCashout } from '../hooks/use-market-cashout';
import { useShowBetReport } from '../hooks/use-place-bet';
import { accountCurrency } from '../model/account-currency';
import { betMarketOf } from '../model/bet-market';
import { useClosingLockStore } from '../model/closing-lock-store';
import { prepareClosingOrder, type ClosingKind } from '../model/closing-order';
import { unmatchedIds } from '../model/unmatched-ids';
import { marketCashoutRecord } from '@/lib/stream/market-cashout-record';
import { ClosingConfirmationDialog } from './closing-confirmation-dialog';
import styles from './closing.module.css';

const hasMatched = (orders: OrderMarketCache | undefined, runnerKey: string) => {
  const runner = orders?.runners.get(runnerKey);
  return runner !== undefined && (runner.matchedBacks.length > 0 || runner.matchedLays.length > 0);
};

interface ButtonsProps {
  readonly marketId: string;
  readonly runnerKey: string;
  readonly showHedge: boolean;
  readonly showUnlevel: boolean;
  readonly onClose: (kind: ClosingKind, runnerKey: string) => void;
}

function RunnerClosingButtons({ marketId, runnerKey, showHedge, showUnlevel, onClose }: ButtonsProps) {
  const { t } = useTranslation();
  const matched = useMarketOrdersSelector(marketId, (orders) => hasMatched(orders, runnerKey));
  const locked = useClosingLockStore((state) => state.locked[marketId] === true);
  return (
    <>
      {showHedge && matched && (
        <ShortcutHint command="hedge">
          <button
            type="button"
            className={styles.runnerButton}
            disabled={locked}
            onClick={() => onClose('HEDGE', runnerKey)}
          >
            {t('closing.titles.HEDGE')}
          </button>
        </ShortcutHint>
      )}
      {showUnlevel && (
        <ShortcutHint command="greenUp">
          <button
            type="button"
            className={styles.runnerButton}
            disabled={locked}
            onClick={() => onClose('UNLEVEL', runnerKey)}
          >
            {t('closing.titles.UNLEVEL')}
          </button>
        </ShortcutHint>
      )}
    </>
  );
}

export function RunnerClosingProvider(props: MarketViewSlotProps & { readonly children: ReactNode }) {
  const { eventId, marketId, marketName, runnerNames, children } = props;
  const { t } = useTranslation();
  const live = useLiveExchange();
  const record = useMarketCashout(marketId);
  const { pending, start, close } = useClosingFlow();
  const showReport = useShowBetReport();
  const state = record === undefined ? undefined : cashoutButtonState(record, accountCurrency());
  const open = record?.isOpenForBetting === true;
  const showHedge = open && state?.showHedge === true;
  const showUnlevel = open && state?.showUnlevel === true;

  const closeRunner = useCallback(
    (kind: ClosingKind, runnerKey: string) => {
      const now = marketCashoutRecord(live, marketId);
      const runner = live.runner(marketId, runnerKey);
      const orders = live.orders.markets.get(marketId);
      let bets: readonly ClosingBet[];
      let profitLossValue: number;
      const odds = { bestBackOdd: runner?.bestBackPrice(), bestLayOdd: runner?.bestLayPrice() };
      if (now === undefined || runner === undefined) {
        notify('error', t('closing.unavailable'), { bet: true });
        return;
      }
      if (kind === 'HEDGE') {
        const bookOfRunner = orders?.runners.get(runnerKey);
        const hedge = hedgeAtBestOdds(
          runnerKey,
          {
            matchedBacks: bookOfRunner?.matchedBacks.toArray() ?? [],
            matchedLays: bookOfRunner?.matchedLays.toArray() ?? [],
          },
          odds,
        );
        if (!hedge.ok) {
          notify(
            'warning',
            hedge.message === HEDGE_ZERO_STAKE ? t('closing.hedgeZeroStake') : t('closing.noOdds'),
          );
          return;
        }
        bets = [hedge.bet];
        profitLossValue = hedge.profitIfWinAfter;
      } else {
        const unlevel = unlevelMarket(now, { runnerId: runnerKey, ...odds });
        if (!unlevel.ok) {
          notify('warning', t('closing.noOdds'));
          return;
        }
        bets = unlevel.bets;
        profitLossValue = now.marketCashout;
      }
      const preparation = prepareClosingOrder(bets, {
        kind,
        eventId,
        market: betMarketOf(marketId, live.market(marketId)?.definition),
        marketName,
        runnerNames,
        currency: accountCurrency(),
        profitLossValue,
      });
      if (!preparation.ok) {
        showReport(preparation.report);
        return;
      }
      const cancellable = unmatchedIds(orders, kind === 'HEDGE' ? runnerKey : undefined);
      start({ orders: [preparation.order], unmatchedBetIds: cancellable });
    },
    [eventId, live, marketId, marketName, runnerNames, showReport, start, t],
  );

  // Issue 21 §5: H and G hedge or green up (unlevel) the keyboard's runner, as its buttons would.
  const keyboardRunner = useKeyboardRunner(marketId);
  const keyboardMatched = useMarketOrdersSelector(marketId, (orders) =>
    keyboardRunner === undefined ? false : hasMatched(orders, keyboardRunner),
  );
  const locked = useClosingLockStore((state) => state.locked[marketId] === true);
  const closeKeyboardRunner = (kind: ClosingKind) =>
    keyboardRunner === undefined || locked ? undefined : () => closeRunner(kind, keyboardRunner);
  useCommand('hedge', showHedge && keyboardMatched ? closeKeyboardRunner('HEDGE') : undefined);
  useCommand('greenUp', showUnlevel ? closeKeyboardRunner('UNLEVEL') : undefined);

  const slot = useMemo<RunnerClosingSlot>(
    () => (slotMarketId, runnerKey) => (
      <RunnerClosingButtons
        marketId={slotMarketId}
        runnerKey={runnerKey}
        showHedge={showHedge}
        showUnlevel={showUnlevel}
        onClose={closeRunner}
      />
    ),
    [closeRunner, showHedge, showUnlevel],
  );

  return (
    <RunnerClosingContext.Provider value={slot}>
      {children}
      {pending !== undefined && <ClosingConfirmationDialog {...pending} onClose={close} />}
    </RunnerClosingContext.Provider>
  );
}
