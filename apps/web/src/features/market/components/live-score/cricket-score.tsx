// trading-core §2 cricket (4): innings 1 and 2 of each side with runs / wickets / overs; the day
// is the header's label (account-and-product §4 'Day n').
import { useTranslation } from 'react-i18next';
import type { InningsScore, TeamScoreLine } from '../../model/live-score';
import { PlainScore } from './plain-score';
import { Abbr, ScoreTable, type ScoreColumn, type SportPanelProps } from './score-table';

function useInningsText() {
  const { t } = useTranslation();
  return (innings: InningsScore | undefined): string => {
    if (innings?.runs === undefined) return '–';
    const total = innings.wickets === undefined ? innings.runs : `${innings.runs}/${innings.wickets}`;
    return innings.overs === undefined
      ? total
      : `${total} ${t('liveScores.cricket.overs', { overs: innings.overs })}`;
  };
}

const hasInnings = (team: TeamScoreLine): boolean => team.inning1 !== undefined || team.inning2 !== undefined;

export function CricketScore(props: SportPanelProps) {
  const { t } = useTranslation();
  const inningsText = useInningsText();
  const { home, away } = props.score;
  if (!hasInnings(home) && !hasInnings(away)) return <PlainScore {...props} />;
  const columns: ScoreColumn[] = (['inning1', 'inning2'] as const).map((key) => ({
    key,
    head: <Abbr short={t(`liveScores.cricket.${key}.short`)} full={t(`liveScores.cricket.${key}.full`)} />,
    home: inningsText(home[key]),
    away: inningsText(away[key]),
  }));
  return <ScoreTable {...props} columns={columns} />;
}
