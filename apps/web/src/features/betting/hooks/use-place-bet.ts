// Placing a prepared bet from the UI: the unmatched-bet animation until the exchange answers, the
// outcome as a toast (trading-core §8, respecting hideBetNotifications), the placed-bet sound.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { playMarketSound } from '@/lib/market/market-sounds';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { notify } from '@/lib/toasts/notify';
import type { BetReport } from '../model/bet-report';
import { usePendingBetsStore } from '../model/pending-bets-store';
import { placePreparedBet } from '../model/place-bet';
import type { PreparedBet } from '../model/prepare-bet';
import { useScheduleAutoBets } from './use-schedule-auto-bets';
import { useSpecText } from './use-spec-text';

/** A report's text in the user's language. */
export function useBetReportText(): (report: BetReport) => string {
  const { t } = useTranslation();
  const specText = useSpecText();
  return useCallback(
    (report: BetReport) => {
      const placed = report.placed;
      return placed === undefined
        ? specText(report.message)
        : t('betting.placed', {
            side: t(`betting.sides.${placed.side}`),
            runner: placed.runnerName,
            stake: placed.stake.toFixed(2),
            odd: placed.odd,
            state: t(
              placed.sizeMatched >= placed.stake
                ? 'betting.states.matched'
                : placed.sizeMatched > 0
                  ? 'betting.states.partiallyMatched'
                  : 'betting.states.unmatched',
            ),
          });
    },
    [specText, t],
  );
}

/** Shows a report as a toast; bet results obey the hide settings, the currency message never. */
export function useShowBetReport(): (report: BetReport) => void {
  const reportText = useBetReportText();
  return useCallback(
    (report: BetReport) =>
      notify(report.kind, reportText(report), { bet: !report.alwaysShown, persistent: !report.autoClose }),
    [reportText],
  );
}

export interface PlaceBetOptions {
  /** A cash out, hedge or unlevel bet: Tick Offset and Stop Loss never attach (trading-core §5). */
  readonly closing?: boolean;
}

/** Places a prepared bet (scheduling its auto bets once the exchange took it) and reports it. */
export function usePlaceBet(): (bet: PreparedBet, options?: PlaceBetOptions) => Promise<BetReport> {
  const client = useExchangeClient();
  const showReport = useShowBetReport();
  const scheduleAutoBets = useScheduleAutoBets();
  return useCallback(
    async (bet: PreparedBet, options: PlaceBetOptions = {}) => {
      const { autoOptions, sounds } = useSettingsStore.getState().settings;
      const pending = usePendingBetsStore.getState();
      const animation = pending.add({
        marketId: bet.ticket.marketId,
        side: bet.ticket.side,
        runnerName: bet.ticket.runnerName,
        odd: bet.ticket.odd,
        seconds: bet.animationSeconds,
      });
      // The bar shows the wait for the exchange's answer: it ends with the answer, not with the
      // bet delay it was sized on (an unmatched bet answers before the delay has run out).
      const report = await placePreparedBet(bet, client.orders, {
        keepInPlay: autoOptions.keepInPlay.active,
        fillOrKill: autoOptions.fillOrKill.active,
      }).finally(() => pending.remove(animation));
      showReport(report);
      if (report.placed !== undefined && options.closing !== true) scheduleAutoBets(bet, report.placed.betId);
      if (report.kind === 'success' && sounds.placedBet.enabled) playMarketSound(sounds.placedBet.file);
      return report;
    },
    [client, showReport, scheduleAutoBets],
  );
}
