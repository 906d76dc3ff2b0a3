// trading-core §2 market selector: the event's markets with total traded; choosing one navigates
// to /market/{eventId}/{marketId} and clears the temporary stake. Entries are named so that each
// is distinct: race time and market name on racing (model/market-option-names).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MarketCatalogue } from '@greenbook/betfair';
import { formatTradedVolume } from '@greenbook/trading';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { useEventMarkets } from '../api/get-event-markets';
import { marketOptionNames } from '../model/market-option-names';
import styles from './market.module.css';

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
  const id = useId();
  const navigate = useNavigate();
  const markets = useEventMarkets(eventId).data ?? [];
  const listed: MarketCatalogue[] = markets.some((market) => market.marketId === marketId)
    ? markets
    : [{ marketId, marketName: marketName ?? marketId }, ...markets];
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const names = marketOptionNames(listed, eventTypeId, (start) => time.format(start));
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{t('market.selector')}</label>
      <select
        id={id}
        value={marketId}
        onChange={(event) => {
          useMarketScreenStore.getState().setTempStake(undefined);
          void navigate(`/market/${eventId}/${event.target.value}`);
        }}
      >
        {listed.map((market) => {
          const name = names.get(market.marketId) ?? market.marketName;
          return (
            <option key={market.marketId} value={market.marketId}>
              {market.totalMatched !== undefined
                ? t('market.selectorOption', {
                    name,
                    // API-NG answers in the account's currency already (only stream data is GBP).
                    traded: formatTradedVolume(market.totalMatched) ?? '',
                  })
                : name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
