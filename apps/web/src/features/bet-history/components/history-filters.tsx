// The sport / event / market filters (account-and-product §2): their choices come from the loaded
// markets, their values from the path (/bet-history/{eventTypeId}/{eventId}/{marketId}), and a
// choice moves the path, so an address filters the same way the selects do.
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import type { ClearedOrder } from '../api/cleared-orders-answer';
import { choicesOf, matchesFilter, type PathFilter } from '../model/history-rows';
import styles from './bet-history.module.css';

/** Radix Select refuses '' as a value: 'All …' is this one. */
const ALL = 'all';

export interface HistoryFiltersProps {
  readonly markets: readonly ClearedOrder[];
  readonly filter: PathFilter;
  readonly onChange: (filter: PathFilter) => void;
}

export function HistoryFilters({ markets, filter, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const ofSport = markets.filter((market) => matchesFilter(market, { eventTypeId: filter.eventTypeId }));
  const ofEvent = ofSport.filter((market) => matchesFilter(market, { eventId: filter.eventId }));
  const sports = choicesOf(
    markets,
    (m) => m.eventTypeId,
    (m) => m.itemDescription?.eventTypeDesc,
  );
  const events = choicesOf(
    ofSport,
    (m) => m.eventId,
    (m) => m.itemDescription?.eventDesc,
  );
  const marketChoices = choicesOf(
    ofEvent,
    (m) => m.marketId,
    (m) => m.itemDescription?.marketDesc,
  );
  const chosen = (value: string) => (value === ALL ? undefined : value);
  return (
    <div className={styles.filters}>
      <Select
        stacked
        label={t('betHistory.sport')}
        value={filter.eventTypeId ?? ALL}
        options={[
          { value: ALL, label: t('betHistory.allSports') },
          ...withCurrent(sports, filter.eventTypeId),
        ]}
        onValueChange={(value) => onChange({ eventTypeId: chosen(value) })}
      />
      <Select
        stacked
        label={t('betHistory.event')}
        value={filter.eventId ?? ALL}
        options={[{ value: ALL, label: t('betHistory.allEvents') }, ...withCurrent(events, filter.eventId)]}
        onValueChange={(value) => onChange({ eventTypeId: filter.eventTypeId, eventId: chosen(value) })}
      />
      <Select
        stacked
        label={t('betHistory.market')}
        value={filter.marketId ?? ALL}
        options={[
          { value: ALL, label: t('betHistory.allMarkets') },
          ...withCurrent(marketChoices, filter.marketId),
        ]}
        onValueChange={(value) => onChange({ ...filter, marketId: chosen(value) })}
      />
    </div>
  );
}

/** The path's value stays choosable (shown by its id) before, or without, a market naming it. */
function withCurrent(choices: ReadonlyArray<{ value: string; label: string }>, current: string | undefined) {
  return current === undefined || choices.some((choice) => choice.value === current)
    ? choices
    : [...choices, { value: current, label: current }];
}
