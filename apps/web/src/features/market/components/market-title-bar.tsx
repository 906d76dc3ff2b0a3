// trading-core §2 title bar: event icons (sport, country flag), broadcast buttons (and, on a phone,
// the live score's), start date and time, event name, sport and competition (or venue), the
// market's matched volume, its status label (account-and-product §4, from the current definition),
// connection state and the fullscreen toggle.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTradedVolume } from '@greenbook/trading';
import { CountryCode, isoCountryCode } from '@/components/ui/country-code';
import { SportIcon } from '@/components/ui/sport-icon';
import { useSportName } from '@/lib/exchange/sport-options';
import { useMarketScreenStore } from '@/lib/market/stake-store';
import type { MarketTitle } from '../model/market-title';
import { BroadcastButtons } from './broadcast-buttons';
import { ConnectionBadge } from './connection-badge';
import { LiveScoreButton } from './live-score/live-score-slot';
import { MarketStatusBadge } from './market-status-badge';
import { MobileStakeSelect } from './mobile-stake-select';
import { useMatchedVolumeEachSecond } from '../hooks/use-live-matched-volume';
import { formatStartTime } from '@/lib/format/start-time';
import { dateLocale } from '@/lib/format/date-locale';
import styles from './market.module.css';

// Memoised: building an Intl.DateTimeFormat on every render of the bar was the page's most
// expensive script in bench:web.
/**
 * The start time in full ('28 Nov 2026, 22:10') and short ('Sat 22:10', what a phone's one
 * subtitle line has room for: the full one was cut to '28 Nov …'); empty when unknown.
 */
function useStartTime(iso: string | undefined): { readonly full: string; readonly short: string } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const date = iso === undefined ? undefined : new Date(iso);
    if (date === undefined || Number.isNaN(date.getTime())) return { full: '', short: '' };
    return {
      full: new Intl.DateTimeFormat(dateLocale(language), {
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(date),
      short: formatStartTime(date.getTime(), language, true),
    };
  }, [iso, language]);
}

/**
 * The market's matched volume, once a second at most: the volume moves with nearly every in-play
 * message, and the whole bar re-rendered with it.
 */
function MatchedVolume({ marketId }: { readonly marketId: string }) {
  const { t } = useTranslation();
  const volume = useMatchedVolumeEachSecond(marketId) ?? formatTradedVolume(0) ?? '';
  return <span>{t('market.matched', { volume })}</span>;
}

export function MarketTitleBar({
  eventId,
  marketId,
  title,
}: {
  readonly eventId: string;
  readonly marketId: string;
  readonly title: MarketTitle;
}) {
  const { t } = useTranslation();
  const fullscreen = useMarketScreenStore((state) => state.marketFullscreen);
  const setFullscreen = useMarketScreenStore((state) => state.setMarketFullscreen);
  const start = useStartTime(title.startTime);
  const country = isoCountryCode(title.countryCode);
  // The sport in the interface language, as the lists and home name it (the exchange's is English).
  const nameOf = useSportName();
  const sport =
    title.sport === undefined || title.eventTypeId === undefined
      ? title.sport
      : nameOf(title.eventTypeId, title.sport);
  const subtitle = [sport, title.competitionOrVenue].filter((part) => part !== undefined).join(' · ');
  return (
    <div className={styles.titleBar}>
      <div className={styles.titleText}>
        <h1 className={styles.eventName}>{title.eventName ?? title.marketName ?? marketId}</h1>
        <p className={styles.subtitle}>
          {(title.eventTypeId !== undefined || country !== undefined) && (
            <span className={styles.eventIcons}>
              {title.eventTypeId !== undefined && (
                <span role="img" aria-label={sport ?? ''} title={sport}>
                  <SportIcon eventTypeId={title.eventTypeId} size={16} />
                </span>
              )}
              {country !== undefined && <CountryCode code={country} />}
            </span>
          )}
          {start.full !== '' && (
            <time dateTime={title.startTime} title={start.full}>
              <span className={styles.startFull}>{start.full}</span>
              <span className={styles.startShort}>{start.short}</span>
            </time>
          )}
          {subtitle !== '' && (
            <span className={styles.competition} title={subtitle}>
              {subtitle}
            </span>
          )}
          <MarketStatusBadge marketId={marketId} />
          <MatchedVolume marketId={marketId} />
        </p>
      </div>
      <span className={styles.broadcasts}>
        <BroadcastButtons eventId={eventId} eventName={title.eventName ?? ''} />
        <LiveScoreButton
          eventId={eventId}
          marketId={marketId}
          eventTypeId={title.eventTypeId}
          eventName={title.eventName}
        />
      </span>
      <ConnectionBadge />
      {fullscreen && <MobileStakeSelect />}
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={fullscreen}
        onClick={() => setFullscreen(!fullscreen)}
      >
        {t(fullscreen ? 'market.exitFullscreen' : 'market.fullscreen')}
      </button>
    </div>
  );
}
