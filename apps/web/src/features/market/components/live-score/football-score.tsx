// trading-core §2 football (1): the score, the two 45-minute halves as progress bars, and each
// side's goals and cards (the eventTimelines updates) placed on its half at matchTime / 45 (§9).
// The timeline is asked for football only, and only while this panel is drawn.
import { useTranslation } from 'react-i18next';
import { SOCCER_HALF_MINUTES } from '@greenbook/trading';
import { useFootballTimeline } from '../../api/get-event-timeline';
import { halfProgress, incidentPlace } from '../../model/football-halves';
import type { FootballIncident } from '../../model/live-score';
import { Abbr, ScoreTable, shown, useTeamNames, type ScoreColumn, type SportPanelProps } from './score-table';
import styles from './live-score.module.css';

const HALVES = ['firstHalf', 'secondHalf'] as const;

function HalfBar({ half, progress }: { readonly half: 0 | 1; readonly progress: number }) {
  const { t } = useTranslation();
  const name = t(`liveScores.football.${HALVES[half]}`);
  const minutes = Math.round(progress * SOCCER_HALF_MINUTES);
  return (
    <span
      className={styles.half}
      role="progressbar"
      aria-label={name}
      aria-valuemin={0}
      aria-valuemax={SOCCER_HALF_MINUTES}
      aria-valuenow={minutes}
      aria-valuetext={t('liveScores.football.halfProgress', { half: name, minutes })}
      title={name}
    >
      <span className={styles.fill} style={{ inlineSize: `${progress * 100}%` }} />
    </span>
  );
}

function IncidentTrack({
  incidents,
  half,
  team,
}: {
  readonly incidents: readonly FootballIncident[];
  readonly half: 0 | 1;
  readonly team: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={styles.track}>
      {incidents.map((incident) => {
        const place = incidentPlace(incident.matchTime);
        if (place.half !== half) return null;
        const name = t(`liveScores.football.${incident.kind}`, { team, minute: incident.matchTime });
        return (
          <span
            key={incident.updateId}
            className={styles.marker}
            data-kind={incident.kind}
            role="img"
            aria-label={name}
            title={name}
            style={{ insetInlineStart: `${place.at * 100}%` }}
          />
        );
      })}
    </span>
  );
}

export function FootballScore(props: SportPanelProps) {
  const { t } = useTranslation();
  const { score, eventId, eventName } = props;
  const timeline = useFootballTimeline(eventId);
  const names = useTeamNames(score, eventName);
  const incidents = timeline.data ?? [];
  const progress = halfProgress(score.elapsedRegularTime ?? score.timeElapsed);
  const sideIncidents = (team: 'home' | 'away') => incidents.filter((incident) => incident.team === team);
  const columns: ScoreColumn[] = [
    {
      key: 'score',
      head: <Abbr short="" full={t('liveScores.score')} />,
      home: shown(score.home.score),
      away: shown(score.away.score),
      className: styles.total,
    },
    ...([0, 1] as const).map((half) => ({
      key: HALVES[half],
      head: <HalfBar half={half} progress={progress[half]} />,
      home: <IncidentTrack incidents={sideIncidents('home')} half={half} team={names.home} />,
      away: <IncidentTrack incidents={sideIncidents('away')} half={half} team={names.away} />,
      className: styles.halfCell,
    })),
  ];
  return <ScoreTable {...props} stale={props.stale || timeline.isRefetchError} columns={columns} />;
}
