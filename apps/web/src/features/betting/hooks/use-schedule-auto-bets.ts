// trading-core §4 "Auto bet lifecycle" (first step) and §5/§8: a bet placed with Tick Offset or
// Stop Loss on gets its auto bets in the schedule (the scheduler at the app root carries them out,
// lib/auto-bets), and the §8 warning for each that falls off the ladder. Premium only, like the
// options themselves; closing bets never get them (their caller warns instead).
import { useCallback, useContext } from 'react';
import { planAutoBets, runnerKey } from '@greenbook/trading';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { LiveExchangeContext } from '@/lib/stream/use-live';
import { notify } from '@/lib/toasts/notify';
import { ladderOfDefinition } from '../model/bet-market';
import type { PreparedBet } from '../model/prepare-bet';
import { useSpecText } from './use-spec-text';

/** Schedules the auto bets of a bet the exchange took under `betId`. */
export function useScheduleAutoBets(): (bet: PreparedBet, betId: string) => void {
  const live = useContext(LiveExchangeContext);
  const specText = useSpecText();
  return useCallback(
    (bet, betId) => {
      const { settings, isPremium } = useSettingsStore.getState();
      const { tickOffset, stopLoss } = settings.autoOptions;
      if (!isPremium || (!tickOffset.active && !stopLoss.active)) return;
      const definition = live?.market(bet.ticket.marketId)?.definition;
      const plan = planAutoBets(
        ladderOfDefinition(definition),
        {
          betId,
          // trading-core §3: without a known event the record has eventId 0 and is ignored.
          eventId: definition?.eventId ?? 0,
          marketId: bet.ticket.marketId,
          runnerId: runnerKey(bet.ticket.selectionId, bet.ticket.handicap),
          side: bet.ticket.side,
          odd: bet.ticket.odd,
          stake: bet.stakeToSend,
          userCurrency: bet.currency,
          isClosingBet: false,
        },
        settings.autoOptions,
      );
      for (const warning of plan.warnings) notify('warning', specText(warning));
      useAutoBetStore.getState().add(plan.autoBets);
    },
    [live, specText],
  );
}
