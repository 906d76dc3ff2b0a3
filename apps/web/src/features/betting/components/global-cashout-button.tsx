// trading-core §4 global cash out (account-and-product §6: premium only). The header's General
// total already shows what it is worth; this button closes every eligible market with matched bets
// through the special confirmation (GLOBAL_CASHOUT), or places at once when confirmation is off and
// no profit-ratio warning needs an answer. A free user gets the upgrade modal instead, with the
// sidebar hidden first on narrow screens (trading-core §2/§6). The closing bets are computed from
// the caches at the click, after the markets' names arrive, so they are never older than the click.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PremiumUpsellDialog } from '@/components/ui/premium-upsell-dialog';
import { useExchangeClient } from '@/lib/api/exchange-context';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { hideSidebarOnPhone } from '@/lib/storage/hide-sidebar-on-phone';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { useLiveExchange } from '@/lib/stream/use-live';
import { notify } from '@/lib/toasts/notify';
import { getMarketsWithBetsNames } from '@/lib/market/markets-with-bets-names';
import { useClosingFlow } from '../hooks/use-closing-flow';
import { useShowBetReport } from '../hooks/use-place-bet';
import { accountCurrency } from '../model/account-currency';
import { globalCashoutMarketIds, planGlobalCashout } from '../model/global-cashout';
import { ClosingConfirmationDialog } from './closing-confirmation-dialog';
import styles from './closing.module.css';

/** Names change rarely; a second global cash out within a minute reuses them. */
const NAMES_STALE_MS = 60_000;

export function GlobalCashoutButton() {
  const { t } = useTranslation();
  const live = useLiveExchange();
  const client = useExchangeClient();
  const locale = useExchangeLocale();
  const queryClient = useQueryClient();
  const flow = useClosingFlow();
  const showReport = useShowBetReport();
  const [upsell, setUpsell] = useState(false);
  const [busy, setBusy] = useState(false);
  // The state disables the button on the next render; the ref also stops a second click that
  // arrives before it (a double click).
  const preparing = useRef(false);

  const prepare = async () => {
    const marketIds = globalCashoutMarketIds(live);
    let names;
    try {
      names = await queryClient.query({
        queryKey: ['closing', 'market-names', marketIds, locale],
        queryFn: () => getMarketsWithBetsNames(client, marketIds, locale),
        staleTime: NAMES_STALE_MS,
        // The trader is waiting on a click: say at once that the names could not be read.
        retry: false,
      });
    } catch {
      notify('error', t('closing.eventsInfoError'), { bet: true });
      return;
    }
    const plan = planGlobalCashout(live, names, {
      isPremium: useSettingsStore.getState().isPremium,
      currency: accountCurrency(),
    });
    if (plan.kind === 'UPGRADE_REQUIRED') setUpsell(true);
    else if (plan.kind === 'NOTHING_TO_CASH_OUT') notify('info', t('closing.noMarketsToCashOut'));
    else if (plan.kind === 'REFUSED') showReport(plan.report);
    else flow.start({ orders: plan.orders, unmatchedBetIds: [] });
  };

  const cashOutAll = () => {
    if (preparing.current) return;
    if (!useSettingsStore.getState().isPremium) {
      hideSidebarOnPhone();
      setUpsell(true);
      return;
    }
    preparing.current = true;
    setBusy(true);
    void prepare().finally(() => {
      preparing.current = false;
      setBusy(false);
    });
  };

  return (
    <>
      <button type="button" className={styles.cashout} disabled={busy} onClick={cashOutAll}>
        {t('closing.globalCashOut')}
      </button>
      <PremiumUpsellDialog open={upsell} text={t('closing.globalUpsell')} onClose={() => setUpsell(false)} />
      {flow.pending !== undefined && <ClosingConfirmationDialog {...flow.pending} onClose={flow.close} />}
    </>
  );
}
