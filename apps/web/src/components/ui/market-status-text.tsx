// account-and-product §4 "Market status label" as text in the user's language. The DELAY count-up
// reads its own 1 s market clock (lib/clock: the replay's in practice mode), so it ticks every second while the list around it re-renders
// only when its data changes; clock-only markets (outrights, specials) show a clock with the start.
import { formatElapsedClock, type MarketStatusLabel } from '@greenbook/trading';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMarketClock } from '@/lib/clock/market-clock';
import { dateLocale } from '@/lib/format/date-locale';
import styles from './market-status-text.module.css';

function DelayClock({ startTime, fallback }: { readonly startTime: number; readonly fallback: string }) {
  const { t } = useTranslation();
  const now = useMarketClock();
  const clock = formatElapsedClock(Math.max(0, (now - startTime) / 1000)) ?? fallback;
  return <>{t('marketStatus.DELAY', { clock })}</>;
}

export function MarketStatusText({
  label,
  startTime,
}: {
  readonly label: MarketStatusLabel;
  /** The market's start time: the DELAY clock counts up from it. */
  readonly startTime?: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  switch (label.kind) {
    case 'DELAY':
      return startTime === undefined ? (
        <>{t('marketStatus.DELAY', { clock: label.clock })}</>
      ) : (
        <DelayClock startTime={startTime} fallback={label.clock} />
      );
    case 'CLOCK': {
      const time =
        label.marketStartTime === undefined
          ? ''
          : new Intl.DateTimeFormat(dateLocale(i18n.language), {
              day: 'numeric',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            }).format(label.marketStartTime);
      // A drawn clock, not an emoji: it shows on machines without an emoji font.
      return (
        <span className={styles.clock}>
          <Clock aria-hidden="true" size="1em" />
          {t('marketStatus.CLOCK', { time }).trim()}
        </span>
      );
    }
    case 'STATUS':
      return <>{t(`marketStatus.${label.status}`)}</>;
    default:
      return <>{t(`marketStatus.${label.kind}`)}</>;
  }
}
