// trading-core §2 General tab "all scheduled auto bets": every market's auto bets, grouped by
// event and market, named by the host (the General tab's catalogue lookup) or else from the live
// market cache.
import { useTranslation } from 'react-i18next';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { useLiveExchange } from '@/lib/stream/use-live';
import { ScheduledAutoBets } from './scheduled-auto-bets';

export interface AllScheduledAutoBetsProps {
  /** Market names by market id, where the host knows them (the stream does not carry them). */
  readonly marketNames?: Readonly<Record<string, string>>;
  /** Runner names where the host knows them (the catalogue); else the live cache or the id. */
  readonly nameOf?: (marketId: string, runnerKey: string) => string | undefined;
}

export function AllScheduledAutoBets({ marketNames = {}, nameOf }: AllScheduledAutoBetsProps) {
  const { t } = useTranslation();
  const live = useLiveExchange();
  const schedule = useAutoBetStore((state) => state.schedule);
  return (
    <ScheduledAutoBets
      tab="general"
      autoBets={schedule}
      nameOf={(marketId, key) =>
        nameOf?.(marketId, key) ?? live.runner(marketId, key)?.name ?? key.split('_')[0] ?? key
      }
      groupName={(autoBet) => marketNames[autoBet.marketId] ?? autoBet.marketId}
      emptyText={t('autoBets.none')}
    />
  );
}
