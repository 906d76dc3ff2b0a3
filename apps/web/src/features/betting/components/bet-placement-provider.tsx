// trading-core §4 "Bet confirmation flow": turns a price click of the grid or the ladder into a
// bet — refused at once (EACH_WAY, LINE, zero stake…), placed at once (confirmation off and a
// valid profit ratio, or automatic stake change on), or shown in the confirmation dialog.
// Provides the lib/market BetRequestContext to everything below it; each request resolves with
// what became of the bet (the ladder's popup queue shows it). Before any of that (issue 12): the
// second click of a double-click on one price is dropped, and a bet that would go at once on a
// market whose prices are stale (lib/stream/market-freshness.ts) is refused with a warning.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { runnerKey } from '@greenbook/trading';
import { BetRequestContext, type BetClick, type BetOutcome } from '@/lib/market/bet-request';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { dismissToast, notify } from '@/lib/toasts/notify';
import { useLiveExchange, useMarketFresh } from '@/lib/stream/use-live';
import { useCancelAllCommand } from '../hooks/use-cancel-all-command';
import { useBetReportText, usePlaceBet, useShowBetReport } from '../hooks/use-place-bet';
import { accountCurrency } from '../model/account-currency';
import type { BetReport } from '../model/bet-report';
import { betMarketOf, type BetMarket } from '../model/bet-market';
import {
  marketRestriction,
  oddForClick,
  placesAtOnce,
  prepareBet,
  type BetTicket,
} from '../model/prepare-bet';
import { RepeatClickFilter } from '../model/repeat-clicks';
import { BetAnimation } from './bet-animation';
import { BetConfirmationDialog } from './bet-confirmation-dialog';

export interface BetPlacementProviderProps {
  /** The market on screen: its bets waiting for the exchange are the ones animated. */
  readonly marketId: string;
  /** Runner names by runner key (selectionId_handicap), from the market catalogue. */
  readonly runnerNames: Readonly<Record<string, string>>;
  readonly children: ReactNode;
}

const STALE_TOAST_ID = 'stale-prices';

interface OpenDialog {
  readonly key: number;
  readonly ticket: BetTicket;
  readonly market: BetMarket;
  readonly currency: string;
  /** The opening click's event timestamp (its double-click's second click confirms nothing). */
  readonly openedAt: number | undefined;
  /** Settles the request that opened the dialog. */
  readonly settle: (outcome: BetOutcome | undefined) => void;
}

export function BetPlacementProvider({ marketId, runnerNames, children }: BetPlacementProviderProps) {
  const { t } = useTranslation();
  const live = useLiveExchange();
  const repeats = useRef(new RepeatClickFilter());
  useEffect(() => {
    // Capture phase: every click on the page reaches the filter before a price cell's handler.
    const note = (event: MouseEvent) => repeats.current.noteClick(event.timeStamp);
    document.addEventListener('click', note, true);
    return () => document.removeEventListener('click', note, true);
  }, []);
  const fresh = useMarketFresh(marketId);
  useCancelAllCommand(marketId);
  useEffect(() => {
    if (fresh) dismissToast(STALE_TOAST_ID);
  }, [fresh]);
  const placeBet = usePlaceBet();
  const showReport = useShowBetReport();
  const reportText = useBetReportText();
  const [dialog, setDialog] = useState<OpenDialog | undefined>(undefined);
  const openDialog = useRef<OpenDialog | undefined>(undefined);

  const outcomeOf = useCallback(
    (report: BetReport): BetOutcome =>
      report.kind === 'success'
        ? {
            ok: true,
            ...(report.placed === undefined ? {} : { stake: report.placed.stake, odd: report.placed.odd }),
          }
        : { ok: false, message: reportText(report) },
    [reportText],
  );

  const show = useCallback((next: OpenDialog | undefined) => {
    openDialog.current = next;
    setDialog(next);
  }, []);

  const requestBet = useCallback(
    async (click: BetClick): Promise<BetOutcome | undefined> => {
      const { settings } = useSettingsStore.getState();
      if (!repeats.current.accepts(click, settings.allowRapidRepeatClicks)) return undefined;
      const market = betMarketOf(click.marketId, live.market(click.marketId)?.definition);
      const restriction = marketRestriction(market);
      if (restriction !== undefined) {
        showReport(restriction);
        return undefined;
      }
      const ticket: BetTicket = {
        marketId: click.marketId,
        selectionId: click.selectionId,
        handicap: click.handicap,
        runnerName: runnerNames[runnerKey(click.selectionId, click.handicap)] ?? String(click.selectionId),
        side: click.side,
        odd: oddForClick(click.side, click.price, market),
        stakeValue: useMarketScreenStore.getState().tempStake ?? settings.defaultStake,
        stakeMode: settings.stakeMode,
      };
      const currency = accountCurrency();
      if (!settings.confirmation) {
        const prepared = prepareBet(ticket, market, currency);
        if (!prepared.ok) {
          showReport(prepared.report);
          return undefined;
        }
        if (placesAtOnce(prepared.bet, settings)) {
          if (!live.freshness.isFresh(click.marketId)) {
            // One toast however often the trader clicks; it goes when the prices come back.
            notify('warning', t('betting.stalePricesRefused'), { id: STALE_TOAST_ID });
            return undefined;
          }
          return outcomeOf(await placeBet(prepared.bet, { click: { at: click.at, price: ticket.odd } }));
        }
      }
      return new Promise<BetOutcome | undefined>((settle) => {
        // A new click replaces an open dialog: the request it answered placed nothing.
        const previous = openDialog.current;
        previous?.settle(undefined);
        const key = (previous?.key ?? 0) + 1;
        show({ key, ticket, market, currency, openedAt: click.at, settle });
      });
    },
    [live, outcomeOf, placeBet, runnerNames, show, showReport, t],
  );

  const close = useCallback(
    (placement?: Promise<BetReport>) => {
      const closed = openDialog.current;
      show(undefined);
      if (closed === undefined) return;
      if (placement === undefined) closed.settle(undefined);
      else void placement.then((report) => closed.settle(outcomeOf(report)));
    },
    [outcomeOf, show],
  );

  return (
    <BetRequestContext.Provider value={requestBet}>
      {children}
      <BetAnimation marketId={marketId} />
      {dialog !== undefined && (
        <BetConfirmationDialog
          key={dialog.key}
          ticket={dialog.ticket}
          market={dialog.market}
          currency={dialog.currency}
          openedAt={dialog.openedAt}
          onClose={close}
        />
      )}
    </BetRequestContext.Provider>
  );
}
