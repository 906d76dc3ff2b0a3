// trading-core §2 horse-race venue-time selector: on a racing market, the meeting's race times;
// choosing one navigates to that race's market of the same type and clears the temporary stake.
// 'Could not get Venue Hours.' (trading-core §8) when the meeting's markets cannot be read.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MarketCatalogue } from '@greenbook/betfair';
import { Select } from '@/components/ui/select';
import { dateLocale } from '@/lib/format/date-locale';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import { notify } from '@/lib/toasts/notify';
import { useEventMarkets } from '../api/get-event-markets';
import { RACING_EVENT_TYPE_IDS, raceTimes } from '../model/race-times';

export function VenueTimeSelector({
  eventId,
  catalogue,
}: {
  readonly eventId: string;
  readonly catalogue: MarketCatalogue;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const markets = useEventMarkets(eventId);
  const racing = RACING_EVENT_TYPE_IDS.has(catalogue.eventType?.id ?? '');
  // Venue hours exist only for racing; a football event's market list failing is not about them.
  const failed = racing && markets.isError;
  useEffect(() => {
    if (failed) notify('error', t('market.venueHoursFailed'), { id: 'venue-hours' });
  }, [failed, t]);
  const races = useMemo(
    () =>
      raceTimes(markets.data ?? [catalogue], {
        marketId: catalogue.marketId,
        marketType: catalogue.description?.marketType,
      }),
    [markets.data, catalogue],
  );
  const time = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  if (!racing || races.length === 0) return null;
  return (
    <Select
      stacked
      label={t('market.venueTime')}
      value={catalogue.marketId}
      options={races.map((race) => ({ value: race.marketId, label: time.format(new Date(race.startTime)) }))}
      onValueChange={(chosen) => {
        if (!races.some((race) => race.marketId === chosen)) return;
        useMarketScreenStore.getState().setTempStake(undefined);
        void navigate(`/market/${eventId}/${chosen}`);
      }}
    />
  );
}
