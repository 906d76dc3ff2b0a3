// trading-core §2 "Others: plain score" (rugby-like, volleyball-like and every other sport), and
// what a sport's own panel falls back to when the service leaves out that sport's figures.
import { useTranslation } from 'react-i18next';
import { Abbr, ScoreTable, shown, type SportPanelProps } from './score-table';
import styles from './live-score.module.css';

export function PlainScore(props: Omit<SportPanelProps, 'eventId'>) {
  const { t } = useTranslation();
  const { home, away } = props.score;
  return (
    <ScoreTable
      {...props}
      columns={[
        {
          key: 'score',
          head: <Abbr short={t('liveScores.score')} full={t('liveScores.score')} />,
          home: shown(home.score),
          away: shown(away.score),
          className: styles.total,
        },
      ]}
    />
  );
}
