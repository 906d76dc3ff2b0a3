// Cancelling unmatched bets (trading-core §2 ladder "Clicking an unmatched amount at an odd cancels
// it", sidebar "CANCEL [n] UNMATCHED BETS" and cancel one; §7 cancelOrders chunked by 60): one hook
// shared by the ladder and the sidebar, through the exchange client the app provides
// (lib/api/exchange-context). A failure becomes the §8 toast, unless the user hides error
// notifications.
import { useCallback } from 'react';
import type { CancelExecutionReport } from '@greenbook/betfair';
import { useTranslation } from 'react-i18next';
import { useOptionalExchangeClient } from '@/lib/api/exchange-context';
import { notify } from '@/lib/toasts/notify';

/** Cancels these bets of one market; resolves once the exchange answered (never rejects). */
export type CancelBets = (marketId: string, betIds: readonly string[]) => Promise<boolean>;

/** The first failure of the cancel reports, as the exchange names it. */
function failureOf(reports: readonly CancelExecutionReport[]): string | undefined {
  for (const report of reports) {
    if (report.status === 'SUCCESS') continue;
    const instruction = report.instructionReports?.find((item) => item.status !== 'SUCCESS');
    return instruction?.errorCode ?? report.errorCode ?? report.status;
  }
  return undefined;
}

export function useCancelBets(): CancelBets {
  const { t } = useTranslation();
  const client = useOptionalExchangeClient();
  return useCallback(
    async (marketId, betIds) => {
      if (betIds.length === 0) return true;
      const fail = (message: string) => {
        notify('error', t('ladder.cancelFailure', { message }), { bet: true });
        return false;
      };
      if (client === undefined) return fail('not signed in');
      try {
        const failure = failureOf(await client.api.cancelBets(new Map([[marketId, betIds]])));
        return failure === undefined ? true : fail(failure);
      } catch (error) {
        return fail(error instanceof Error ? error.message : String(error));
      }
    },
    [client, t],
  );
}
