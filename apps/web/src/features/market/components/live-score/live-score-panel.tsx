// trading-core §2 'Live-score panels (by sport id)', for SUPER users: the event's live score from
// the in-play service (polled every 21 s with the broadcasts), drawn by its sport's panel. Its own
// chunk, loaded only when a SUPER user opens a sports market. Nothing from the service yet: a
// waiting line; nothing for the event (or nothing readable): a line saying so.
import { useTranslation } from 'react-i18next';
import { SPORT_IDS } from '@greenbook/trading';
import { useEventLiveScore } from '../../api/get-event-broadcasts';
import { BasketballScore } from './basketball-score';
import { CricketScore } from './cricket-score';
import { FootballScore } from './football-score';
import { PlainScore } from './plain-score';
import type { SportPanelProps } from './score-table';
import { TennisScore } from './tennis-score';
import styles from './live-score.module.css';

function SportPanel(props: SportPanelProps) {
  switch (props.sportId) {
    case SPORT_IDS.FOOTBALL:
      return <FootballScore {...props} />;
    case SPORT_IDS.TENNIS:
      return <TennisScore {...props} />;
    case SPORT_IDS.CRICKET:
      return <CricketScore {...props} />;
    case SPORT_IDS.BASKETBALL:
      return <BasketballScore {...props} />;
    default:
      return <PlainScore {...props} />;
  }
}

export function LiveScorePanel({
  eventId,
  sportId,
  eventName,
}: {
  readonly eventId: string;
  readonly sportId: number;
  readonly eventName: string | undefined;
}) {
  const { t } = useTranslation();
  const query = useEventLiveScore(eventId);
  if (query.isPending) return <p className={styles.note}>{t('liveScores.loading')}</p>;
  if (query.data === undefined) return <p className={styles.note}>{t('liveScores.unavailable')}</p>;
  return (
    <SportPanel
      eventId={eventId}
      sportId={sportId}
      score={query.data}
      eventName={eventName}
      stale={query.isRefetchError}
    />
  );
}
