// trading-core §4 "Bet confirmation flow": turns a price click of the grid or the ladder into a
// bet — refused at once (EACH_WAY, LINE, zero stake…), placed at once (confirmation off and a
// valid profit ratio, or automatic stake change on), or shown in the confirmation dialog.
// Provides the lib/market BetRequestContext to everything below it.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { runnerKey } from '@greenbook/trading';
import { BetRequestContext, type BetClick } from '@/lib/market/bet-request';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { useSessionStore } from '@/lib/session/session-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { useLiveExchange } from '@/lib/stream/use-live';
import { usePlaceBet, useShowBetReport } from '../hooks/use-place-bet';
import { betMarketOf, type BetMarket } from '../model/bet-market';
import {
  marketRestriction,
  oddForClick,
  placesAtOnce,
  prepareBet,
  type BetTicket,
} from '../model/prepare-bet';
import { BetAnimation } from './bet-animation';
import { BetConfirmationDialog } from './bet-confirmation-dialog';

export interface BetPlacementProviderProps {
  /** Runner names by runner key (selectionId_handicap), from the market catalogue. */
  readonly runnerNames: Readonly<Record<string, string>>;
  readonly children: ReactNode;
}

interface OpenDialog {
  readonly key: number;
  readonly ticket: BetTicket;
  readonly market: BetMarket;
  readonly currency: string;
}

/** The account currency: the signed-in user's, else the settings' copy of it. */
function accountCurrency(): string {
  return (
    useSessionStore.getState().user?.currencyCode ??
    useSettingsStore.getState().settings.loggedUser.currencyCode
  );
}

export function BetPlacementProvider({ runnerNames, children }: BetPlacementProviderProps) {
  const live = useLiveExchange();
  const placeBet = usePlaceBet();
  const showReport = useShowBetReport();
  const [dialog, setDialog] = useState<OpenDialog | undefined>(undefined);

  const requestBet = useCallback(
    (click: BetClick) => {
      const market = betMarketOf(click.marketId, live.market(click.marketId)?.definition);
      const restriction = marketRestriction(market);
      if (restriction !== undefined) {
        showReport(restriction);
        return;
      }
      const { settings } = useSettingsStore.getState();
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
          return;
        }
        if (placesAtOnce(prepared.bet, settings)) {
          void placeBet(prepared.bet);
          return;
        }
      }
      setDialog((previous) => ({ key: (previous?.key ?? 0) + 1, ticket, market, currency }));
    },
    [live, placeBet, runnerNames, showReport],
  );

  const close = useCallback(() => setDialog(undefined), []);
  const value = useMemo(() => requestBet, [requestBet]);

  return (
    <BetRequestContext.Provider value={value}>
      {children}
      <BetAnimation />
      {dialog !== undefined && (
        <BetConfirmationDialog
          key={dialog.key}
          ticket={dialog.ticket}
          market={dialog.market}
          currency={dialog.currency}
          onClose={close}
        />
      )}
    </BetRequestContext.Provider>
  );
}
