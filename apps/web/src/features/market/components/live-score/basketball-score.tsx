// trading-core §2 basketball (7522): the score of each quarter (overtimes after the fourth) and
// the total.
import { useTranslation } from 'react-i18next';
import { PlainScore } from './plain-score';
import { Abbr, ScoreTable, shown, type ScoreColumn, type SportPanelProps } from './score-table';
import styles from './live-score.module.css';

const QUARTERS = 4;

export function BasketballScore(props: SportPanelProps) {
  const { t } = useTranslation();
  const { home, away } = props.score;
  if (home.quarterByQuarter === undefined && away.quarterByQuarter === undefined)
    return <PlainScore {...props} />;
  const periods = Math.max(QUARTERS, home.quarterByQuarter?.length ?? 0, away.quarterByQuarter?.length ?? 0);
  const columns: ScoreColumn[] = Array.from({ length: periods }, (_, index) => {
    const period = index < QUARTERS ? 'quarter' : 'overtime';
    const n = index < QUARTERS ? index + 1 : index - QUARTERS + 1;
    const points = (quarters: readonly number[] | undefined) => shown(quarters?.[index]?.toString());
    return {
      key: `period-${index}`,
      head: (
        <Abbr
          short={t(`liveScores.basketball.${period}.short`, { n })}
          full={t(`liveScores.basketball.${period}.full`, { n })}
        />
      ),
      home: points(home.quarterByQuarter),
      away: points(away.quarterByQuarter),
    };
  });
  columns.push({
    key: 'total',
    head: (
      <Abbr short={t('liveScores.basketball.total.short')} full={t('liveScores.basketball.total.full')} />
    ),
    home: shown(home.score),
    away: shown(away.score),
    className: styles.total,
  });
  return <ScoreTable {...props} columns={columns} />;
}
