// Placing a prepared bet from the UI: the unmatched-bet animation until the exchange answers, the
// outcome as a toast (trading-core §8, respecting hideBetNotifications), the placed-bet sound.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { newReference } from '@greenbook/betfair';
import { runnerKey, unmatchedBetAnimationSeconds } from '@greenbook/trading';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { acknowledgeReceipt, beginReceipt } from '@/lib/execution-receipts/receipt-store';
import { delayOfBet, regimeOf } from '@/lib/market/bet-delay';
import { playMarketSound } from '@/lib/market/market-sounds';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { useLiveExchange } from '@/lib/stream/use-live';
import { notify } from '@/lib/toasts/notify';
import { ladderOfDefinition } from '../model/bet-market';
import { acknowledgementOf, type BetReport, type PlacedBetSummary } from '../model/bet-report';
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
            state: matchState(placed, t),
          });
    },
    [specText, t],
  );
}

/**
 * Matched, partly or not; a bet that matched at a better price than asked (the exchange gives the
 * best available) says at what, so the toast never shows a price the trader did not get.
 */
function matchState(placed: PlacedBetSummary, t: TFunction): string {
  const { sizeMatched, stake, averagePriceMatched, odd } = placed;
  if (sizeMatched <= 0) return t('betting.states.unmatched');
  const full = sizeMatched >= stake;
  if (averagePriceMatched === undefined || averagePriceMatched === odd)
    return t(full ? 'betting.states.matched' : 'betting.states.partiallyMatched');
  // An average over several prices can run to many decimals: two are what a trader reads.
  return t(full ? 'betting.states.matchedAt' : 'betting.states.partiallyMatchedAt', {
    price: Math.round(averagePriceMatched * 100) / 100,
  });
}

/**
 * The one toast a placed bet shows: each new one replaces the one before (its text, and its 5 s
 * start again) instead of stacking a toast per click. A scalper's burst of one-click bets used to
 * pile a dozen toasts over the right-hand ladder, each sliding in, counting down and sliding out,
 * and those animations cost the market screen every other frame (bench:web, issue 21 §6). The
 * bets themselves are all in the order lists and their receipts; errors and warnings still stack.
 */
export const BET_PLACED_TOAST_ID = 'bet-placed';

/** Shows a report as a toast; bet results obey the hide settings, the currency message never. */
export function useShowBetReport(): (report: BetReport) => void {
  const reportText = useBetReportText();
  return useCallback(
    (report: BetReport) =>
      notify(report.kind, reportText(report), {
        bet: !report.alwaysShown,
        persistent: !report.autoClose,
        ...(report.kind === 'success' && report.autoClose ? { id: BET_PLACED_TOAST_ID } : {}),
      }),
    [reportText],
  );
}

export interface PlaceBetOptions {
  /** A cash out, hedge or unlevel bet: Tick Offset and Stop Loss never attach (trading-core §5). */
  readonly closing?: boolean;
  /** A bet from a price click gets an execution receipt (issue 21 §2): the click's time and price. */
  readonly click?: {
    readonly at: number | undefined;
    readonly price: number;
    /** When Confirm was pressed, for a bet from the confirmation dialog. */
    readonly confirmedAt?: number;
  };
}

/** Places a prepared bet (scheduling its auto bets once the exchange took it) and reports it. */
export function usePlaceBet(): (bet: PreparedBet, options?: PlaceBetOptions) => Promise<BetReport> {
  const client = useExchangeClient();
  const live = useLiveExchange();
  const showReport = useShowBetReport();
  const reportText = useBetReportText();
  const scheduleAutoBets = useScheduleAutoBets();
  return useCallback(
    async (bet: PreparedBet, options: PlaceBetOptions = {}) => {
      const { autoOptions, sounds } = useSettingsStore.getState().settings;
      const { ticket } = bet;
      const definition = live.market(ticket.marketId)?.definition;
      const regime = regimeOf(definition, autoOptions);
      const ladder = ladderOfDefinition(definition);
      // Issue 21 §4: the delay this bet will wait — none when it is passive — sizes the animation.
      const delaySeconds = delayOfBet(
        regime,
        live.runner(ticket.marketId, runnerKey(ticket.selectionId, ticket.handicap)),
        ladder,
        ticket.side,
        ticket.odd,
      );
      const pending = usePendingBetsStore.getState();
      const animation = pending.add({
        marketId: ticket.marketId,
        side: ticket.side,
        runnerName: ticket.runnerName,
        odd: ticket.odd,
        seconds: unmatchedBetAnimationSeconds({
          betDelay: delaySeconds,
          goesThroughSmallStakePlan: bet.goesThroughSmallStakePlan,
        }),
      });
      const customerOrderRef = newReference('gb');
      const sentAt = performance.now();
      // The bar shows the wait for the exchange's answer: it ends with the answer, not with the
      // bet delay it was sized on (an unmatched bet answers before the delay has run out).
      const placing = placePreparedBet(bet, client.orders, {
        keepInPlay: autoOptions.keepInPlay.active,
        fillOrKill: autoOptions.fillOrKill.active,
        customerOrderRef,
      }).finally(() => pending.remove(animation));
      // Recorded once the request is on its way, so the receipt never delays the bet.
      const receipt =
        options.click === undefined
          ? undefined
          : beginReceipt({
              marketId: ticket.marketId,
              selectionId: ticket.selectionId,
              handicap: ticket.handicap,
              runnerName: ticket.runnerName,
              side: ticket.side,
              clickedPrice: options.click.price,
              price: ticket.odd,
              stake: bet.stakeToSend,
              currency: bet.currency,
              ladder,
              reference: customerOrderRef,
              marketDelaySeconds: regime.delaySeconds,
              expectedDelaySeconds: delaySeconds,
              clickedAt: options.click.at ?? sentAt,
              ...(options.click.confirmedAt === undefined ? {} : { confirmedAt: options.click.confirmedAt }),
              sentAt,
            });
      const report = await placing;
      if (receipt !== undefined)
        acknowledgeReceipt(
          ticket.marketId,
          receipt,
          acknowledgementOf(report, reportText),
          performance.now(),
        );
      showReport(report);
      if (report.placed !== undefined && options.closing !== true) scheduleAutoBets(bet, report.placed.betId);
      if (report.kind === 'success' && sounds.placedBet.enabled) playMarketSound(sounds.placedBet.file);
      return report;
    },
    [client, live, showReport, reportText, scheduleAutoBets],
  );
}
