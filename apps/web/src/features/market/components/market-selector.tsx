// trading-core §2 market selector: the event's markets with total traded; choosing one navigates
// to /market/{eventId}/{marketId} and clears the temporary stake. Entries are named so that each
// is distinct: race time and market name on racing (model/market-option-names).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MarketCatalogue } from '@greenbook/betfair';
import { formatTradedVolume } from '@greenbook/trading';
import { Select } from '@/components/ui/select';
import { useCommand } from '@/lib/commands/command-registry';
import { dateLocale } from '@/lib/format/date-locale';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { useEventMarkets } from '../api/get-event-markets';
import { useMatchedVolumeEachSecond } from '../hooks/use-live-matched-volume';
import { marketOptionNames } from '../model/market-option-names';
import styles from './market.module.css';

const NO_MARKETS: readonly MarketCatalogue[] = [];

export function MarketSelector({
  eventId,
  marketId,
  marketName,
  eventTypeId,
}: {
  readonly eventId: string;
  readonly marketId: string;
  readonly marketName: string | undefined;
  readonly eventTypeId: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const markets = useEventMarkets(eventId).data ?? NO_MARKETS;
  // The open market's figure from its stream, redrawn once a second at most (the title bar shows it
  // live); the others' from the list.
  const liveVolume = useMatchedVolumeEachSecond(marketId);
  // The list, its names and the time format change with the event's markets and the language;
  // the open market's figure changes with nearly every in-play trade (a re-render a frame), so
  // only the options are built again for it.
  const listed: readonly MarketCatalogue[] = useMemo(
    () =>
      markets.some((market) => market.marketId === marketId)
        ? markets
        : [{ marketId, marketName: marketName ?? marketId }, ...markets],
    [markets, marketId, marketName],
  );
  const names = useMemo(() => {
    const time = new Intl.DateTimeFormat(dateLocale(i18n.language), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    return marketOptionNames(listed, eventTypeId, (start) => time.format(start));
  }, [listed, eventTypeId, i18n.language]);
  const tradedOf = (market: MarketCatalogue) =>
    market.marketId === marketId && liveVolume !== undefined
      ? liveVolume
      : // API-NG answers in the account's currency already (only stream data is GBP).
        market.totalMatched === undefined
        ? undefined
        : (formatTradedVolume(market.totalMatched) ?? '');
  const options = listed.map((market) => {
    const name = names.get(market.marketId) ?? market.marketName;
    const traded = tradedOf(market);
    const label = traded === undefined ? name : t('market.selectorOption', { name, traded });
    return { value: market.marketId, label };
  });
  // The closed control shows the open market's figure in a slot of its own fixed width: the figure
  // changes with nearly every in-play trade (844, 1,156, 12.3k), and a control that grew with it
  // would move the stake field, the presets and the rest of the toolbar under the trader's pointer.
  const openMarket = listed.find((market) => market.marketId === marketId);
  const chosenTraded = openMarket === undefined ? undefined : tradedOf(openMarket);
  const display = (
    <>
      {names.get(marketId) ?? openMarket?.marketName ?? marketName ?? marketId}{' '}
      <span className={styles.selectorTraded}>
        {chosenTraded === undefined ? '' : t('market.selectorTraded', { traded: chosenTraded })}
      </span>
    </>
  );
  const open = (chosen: string) => {
    // Only a market of this event's list is navigated to (the value comes from the list).
    if (!listed.some((market) => market.marketId === chosen)) return;
    useMarketScreenStore.getState().setTempStake(undefined);
    void navigate(`/market/${eventId}/${chosen}`);
  };
  // Issue 21 §5: the neighbouring markets of the list, wrapping round at its ends.
  const neighbour = (step: 1 | -1) => {
    const index = listed.findIndex((market) => market.marketId === marketId);
    const next = listed[(index + step + listed.length) % listed.length];
    if (next !== undefined && next.marketId !== marketId) open(next.marketId);
  };
  useCommand('nextMarket', listed.length > 1 ? () => neighbour(1) : undefined);
  useCommand('previousMarket', listed.length > 1 ? () => neighbour(-1) : undefined);
  return (
    <Select
      stacked
      className={styles.marketSelector}
      label={t('market.selector')}
      value={marketId}
      options={options}
      display={display}
      onValueChange={open}
    />
  );
}
