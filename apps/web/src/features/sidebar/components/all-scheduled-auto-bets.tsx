// trading-core §2 General tab "all scheduled auto bets": every market's auto bets, grouped by
// event and market, named from the live market cache where it knows the runner (the General tab
// that hosts it is not drawn yet: the app mounts this list there; see the web README "Auto bets").
import { useTranslation } from 'react-i18next';
import { useAutoBetStore } from '@/lib/auto-bets/auto-bet-store';
import { useLiveExchange } from '@/lib/stream/use-live';
import { ScheduledAutoBets } from './scheduled-auto-bets';

export interface AllScheduledAutoBetsProps {
  /** Market names by market id, where the host knows them (the stream does not carry them). */
  readonly marketNames?: Readonly<Record<string, string>>;
}

export function AllScheduledAutoBets({ marketNames = {} }: AllScheduledAutoBetsProps) {
  const { t } = useTranslation();
  const live = useLiveExchange();
  const schedule = useAutoBetStore((state) => state.schedule);
  return (
    <ScheduledAutoBets
      tab="general"
      autoBets={schedule}
      nameOf={(marketId, key) => live.runner(marketId, key)?.name ?? key.split('_')[0] ?? key}
      groupName={(autoBet) => marketNames[autoBet.marketId] ?? autoBet.marketId}
      emptyText={t('autoBets.none')}
    />
  );
}
