// trading-core §2 "Right-hand sidebar — General tab": the account (name, balance), every market's
// unmatched bets, scheduled auto bets and starting-price bets (grouped by event and market), the
// recent settled markets and a support contact. The stream carries no names, so the event and
// market names come from one catalogue lookup for the markets with bets (lib/market); when it
// fails the spec's error toast shows and the lists name markets by id.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalExchangeClient } from '@/lib/api/exchange-context';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { getMarketsWithBetsNames } from '@/lib/market/markets-with-bets-names';
import { useExchangeLocale } from '@/lib/session/exchange-locale';
import { useAccountOrders, useLiveExchange } from '@/lib/stream/use-live';
import { SUPPORT_EMAIL } from '@/lib/support/support-contact';
import { notify } from '@/lib/toasts/notify';
import { accountOrders } from '../model/account-orders';
import { groupByEvent } from '../model/event-groups';
import { AccountSummary } from './account-summary';
import { AllScheduledAutoBets } from './all-scheduled-auto-bets';
import { RecentSettledMarkets } from './recent-settled-markets';
import { SettingsContainer } from './settings/settings-container';
import { StartingPriceBets } from './starting-price-bets';
import { UnmatchedBets } from './unmatched-bets';
import styles from './this-market.module.css';

const NAMES_ERROR_TOAST = 'general-tab-market-names';

export function GeneralTab() {
  const { t } = useTranslation();
  const live = useLiveExchange();
  const orders = useAccountOrders();
  const client = useOptionalExchangeClient();
  const locale = useExchangeLocale();
  // Recomputed on every order flush (useAccountOrders re-renders then), not on other renders.
  const all = accountOrders(orders.markets);
  const schedule = useAutoBetStore((state) => state.schedule);
  // React Query compares keys by value, so a new array of the same ids asks nothing again.
  const marketIds = [
    ...new Set([
      ...all.unmatched.map((group) => group.marketId),
      ...all.startingPrice.map((group) => group.marketId),
      ...schedule.map((autoBet) => autoBet.marketId),
    ]),
  ].sort();
  const names = useQuery({
    queryKey: ['sidebar', 'market-names', marketIds, locale],
    queryFn: () => getMarketsWithBetsNames(client!, marketIds, locale),
    enabled: client !== undefined && marketIds.length > 0,
    staleTime: Infinity,
  });
  // Once per failed lookup (a new set of markets with bets asks, and may fail, again); the id keeps
  // one toast however often the effect runs.
  const namesFailedAt = names.isError ? names.errorUpdatedAt : 0;
  useEffect(() => {
    if (namesFailedAt > 0) notify('error', t('closing.eventsInfoError'), { id: NAMES_ERROR_TOAST });
  }, [namesFailedAt, t]);
  const titleOf = (marketId: string) => {
    const known = names.data?.get(marketId);
    if (known === undefined) return marketId;
    return known.eventName === undefined ? known.marketName : `${known.eventName} · ${known.marketName}`;
  };
  const catalogueName = (marketId: string, runnerKey: string) =>
    names.data?.get(marketId)?.runnerNames[runnerKey];
  const nameOf = (marketId: string, runnerKey: string) =>
    catalogueName(marketId, runnerKey) ??
    live.runner(marketId, runnerKey)?.name ??
    runnerKey.split('_')[0] ??
    runnerKey;
  const marketNames = Object.fromEntries(marketIds.map((id) => [id, titleOf(id)]));
  const sideNames = { back: t('thisMarket.back'), lay: t('thisMarket.lay') };
  const eventsOf = (markets: typeof all.unmatched) =>
    groupByEvent(markets, (marketId) => names.data?.get(marketId));

  return (
    <div className={styles['tab']}>
      <AccountSummary />
      <SettingsContainer />
      <UnmatchedBets
        tab="general"
        events={eventsOf(all.unmatched)}
        selectListedLabel={t('general.selectAllUnmatched')}
        nameOf={nameOf}
        sideNames={sideNames}
        emptyText={t('thisMarket.noUnmatchedAnywhere')}
      />
      <AllScheduledAutoBets marketNames={marketNames} nameOf={catalogueName} />
      <StartingPriceBets
        tab="general"
        events={eventsOf(all.startingPrice)}
        nameOf={nameOf}
        sideNames={sideNames}
        emptyText={t('general.noStartingPrice')}
      />
      <RecentSettledMarkets />
      <footer className={styles['footer']}>
        {t('general.support')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </footer>
    </div>
  );
}
