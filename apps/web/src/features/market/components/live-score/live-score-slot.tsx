// trading-core §2 'Live-score panels' on the market page, for every sport but racing (7 and 4339
// have runner details instead): the SUPER user's score panel or, for everyone else, the lock
// 'Livescores available for premium users.' with the way to upgrade (§6).
// Wider than a phone, it sits under the title bar in a box reserved as soon as the market's sport
// is known — from the stream's market definition, which arrives with the first prices, or the
// catalogue — with one height whatever it holds, so nothing it draws later moves the grid or
// ladder. On a phone (up to 767 px) the header leaves no row to spare above the prices (issue 12
// item 14), so the panel opens from a button in the title bar's row of buttons instead, over the
// page. The panel's code is its own chunk; a crash in it hides the panel, not the page.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Lock, Trophy } from 'lucide-react';
import { DEBOUNCES_MS, HORSE_EVENT_TYPES, isMobileWidth } from '@greenbook/trading';
import { ContainedDisplay } from '@/components/ui/contained-display';
import { IconButton } from '@/components/ui/icon-button';
import { Popover } from '@/components/ui/popover';
import { useWidthRule } from '@/lib/layout/use-width-rule';
import { useSettingsStore } from '@/lib/storage/settings-store';
import { useMarketSelector } from '@/lib/stream/use-live';
import styles from './live-score.module.css';

const LiveScorePanel = lazy(async () => ({ default: (await import('./live-score-panel')).LiveScorePanel }));

function LiveScoreLock() {
  const { t } = useTranslation();
  return (
    <p className={styles.lock}>
      <Lock aria-hidden="true" size={14} />
      {t('liveScores.locked')}
      <Link to="/store">{t('liveScores.upgrade')}</Link>
    </p>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return <p className={styles.note}>{t('liveScores.loading')}</p>;
}

export interface LiveScoreProps {
  readonly eventId: string;
  readonly marketId: string;
  /** The catalogue's sport, while the stream has not said it. */
  readonly eventTypeId: string | undefined;
  readonly eventName: string | undefined;
}

/** The market's sport when it has a score panel (undefined while unknown, and for racing). */
function useScoreSport(marketId: string, eventTypeId: string | undefined): number | undefined {
  const streamSport = useMarketSelector(marketId, (market) => market?.definition?.eventTypeId);
  const sportId = Number(streamSport ?? eventTypeId);
  return Number.isInteger(sportId) && !HORSE_EVENT_TYPES.includes(sportId) ? sportId : undefined;
}

const usePhone = () => useWidthRule(isMobileWidth, DEBOUNCES_MS.resize);

function LiveScoreContent({
  eventId,
  marketId,
  eventName,
  sportId,
}: LiveScoreProps & { readonly sportId: number }) {
  const isPremium = useSettingsStore((state) => state.isPremium);
  return (
    <ContainedDisplay resetKey={marketId}>
      {isPremium ? (
        <Suspense fallback={<Waiting />}>
          <LiveScorePanel eventId={eventId} sportId={sportId} eventName={eventName} />
        </Suspense>
      ) : (
        <LiveScoreLock />
      )}
    </ContainedDisplay>
  );
}

/** Under the title bar, wider than a phone. */
export function LiveScoreSlot(props: LiveScoreProps) {
  const { t } = useTranslation();
  const sportId = useScoreSport(props.marketId, props.eventTypeId);
  const phone = usePhone();
  if (sportId === undefined || phone) return null;
  return (
    <section className={styles.slot} aria-label={t('liveScores.region')}>
      <LiveScoreContent {...props} sportId={sportId} />
    </section>
  );
}

/**
 * On a phone, in the title bar's buttons: the panel (or the lock) opens over the page. It is drawn
 * only while open, so the scores are asked for only then; the phone's fullscreen header leaves the
 * title bar's buttons out, and this one with them.
 */
export function LiveScoreButton(props: LiveScoreProps) {
  const { t } = useTranslation();
  const sportId = useScoreSport(props.marketId, props.eventTypeId);
  const isPremium = useSettingsStore((state) => state.isPremium);
  const phone = usePhone();
  if (sportId === undefined || !phone) return null;
  return (
    <Popover
      label={t('liveScores.region')}
      trigger={
        <IconButton
          label={t(isPremium ? 'liveScores.region' : 'liveScores.lockedButton')}
          icon={isPremium ? Trophy : Lock}
        />
      }
    >
      <section className={`${styles.slot} ${styles.popoverSlot}`} aria-label={t('liveScores.region')}>
        <LiveScoreContent {...props} sportId={sportId} />
      </section>
    </Popover>
  );
}
