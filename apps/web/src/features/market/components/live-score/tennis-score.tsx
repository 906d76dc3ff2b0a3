// trading-core §2 tennis (2): sets, the games of each set (the one being played in bold), points,
// who serves, aces, double faults and service breaks.
import { useTranslation } from 'react-i18next';
import type { TeamScoreLine } from '../../model/live-score';
import { PlainScore } from './plain-score';
import { Abbr, ScoreTable, shown, type ScoreColumn, type SportPanelProps } from './score-table';
import styles from './live-score.module.css';

const hasTennisFigures = (team: TeamScoreLine): boolean =>
  team.sets !== undefined || team.games !== undefined || team.gameSequence !== undefined;

function ServeMark({ serving }: { readonly serving: boolean }) {
  const { t } = useTranslation();
  return serving ? (
    <span
      className={styles.serve}
      data-serving="true"
      role="img"
      aria-label={t('liveScores.tennis.serving')}
    />
  ) : (
    <span className={styles.serve} aria-hidden="true" />
  );
}

export function TennisScore(props: SportPanelProps) {
  const { t } = useTranslation();
  const { home, away, phase } = props.score;
  if (!hasTennisFigures(home) && !hasTennisFigures(away)) return <PlainScore {...props} />;
  const played = Math.max(home.gameSequence?.length ?? 0, away.gameSequence?.length ?? 0);
  // The set being played has no entry in gameSequence yet: its games are `games`.
  const current = phase !== 'FINISHED' && (home.games !== undefined || away.games !== undefined);
  const setColumn = (index: number): ScoreColumn => {
    const isCurrent = index === played;
    const games = (team: TeamScoreLine) => shown(isCurrent ? team.games : team.gameSequence?.[index]);
    return {
      key: `set-${index}`,
      head: (
        <Abbr
          short={t('liveScores.tennis.set.short', { n: index + 1 })}
          full={t('liveScores.tennis.set.full', { n: index + 1 })}
        />
      ),
      home: games(home),
      away: games(away),
      className: isCurrent ? styles.current : undefined,
    };
  };
  const figure = (
    key: 'sets' | 'score' | 'aces' | 'doubleFaults' | 'serviceBreaks',
    name: 'sets' | 'points' | 'aces' | 'doubleFaults' | 'serviceBreaks',
  ): ScoreColumn => ({
    key,
    head: <Abbr short={t(`liveScores.tennis.${name}.short`)} full={t(`liveScores.tennis.${name}.full`)} />,
    home: shown(home[key]),
    away: shown(away[key]),
    className: key === 'sets' || key === 'score' ? styles.total : undefined,
  });
  const columns: ScoreColumn[] = [
    figure('sets', 'sets'),
    ...Array.from({ length: played + (current ? 1 : 0) }, (_, index) => setColumn(index)),
    figure('score', 'points'),
    figure('aces', 'aces'),
    figure('doubleFaults', 'doubleFaults'),
    figure('serviceBreaks', 'serviceBreaks'),
  ];
  return (
    <ScoreTable
      {...props}
      columns={columns}
      homeMark={<ServeMark serving={home.isServing === true} />}
      awayMark={<ServeMark serving={away.isServing === true} />}
    />
  );
}
