// The frame every live-score panel draws in (trading-core §2): a three-row table, the header with
// the live sport label (account-and-product §4) and the columns, then a row a side named by the
// §5 rule. Each sport panel only says which columns it has.
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { liveSportLabelParts, resolveTeamNames } from '@greenbook/trading';
import hiddenStyles from '@/components/ui/visually-hidden.module.css';
import type { LiveScore } from '../../model/live-score';
import styles from './live-score.module.css';

/** What every sport panel is given. */
export interface SportPanelProps {
  readonly eventId: string;
  readonly sportId: number;
  readonly score: LiveScore;
  /** The catalogue's event name, for names the service does not give (§5). */
  readonly eventName: string | undefined;
  /** The last poll failed: the score shown is the last one received. */
  readonly stale: boolean;
}

export interface ScoreColumn {
  readonly key: string;
  readonly head: ReactNode;
  readonly home: ReactNode;
  readonly away: ReactNode;
  readonly className?: string | undefined;
}

/** A short column heading, its full name for hover and read by screen readers instead. */
export function Abbr({ short, full }: { readonly short: string; readonly full: string }) {
  return (
    <abbr title={full}>
      <span aria-hidden="true">{short}</span>
      <span className={hiddenStyles.hidden}>{full}</span>
    </abbr>
  );
}

/** A figure as sent, or a dash where the service gave none. */
export const shown = (figure: string | undefined): string => figure ?? '–';

/** account-and-product §5: the service's names when real, else the event name's, else Home/Away. */
export function useTeamNames(score: LiveScore, eventName: string | undefined) {
  const { t } = useTranslation();
  const names = resolveTeamNames(score.homeName, score.awayName, eventName);
  return { home: names.home ?? t('liveScores.home'), away: names.away ?? t('liveScores.away') };
}

function ScoreStatus({ sportId, score, stale }: Pick<SportPanelProps, 'sportId' | 'score' | 'stale'>) {
  const { t } = useTranslation();
  const label = liveSportLabelParts(sportId, {
    phase: score.phase,
    timeElapsed: score.timeElapsed,
    currentSet: score.currentSet,
    currentDay: score.currentDay,
    quarter: score.home.quarterByQuarter?.length,
  });
  return (
    <span className={styles.status}>
      <span className={styles.label}>{t(`liveScores.label.${label.kind}`, { n: label.count })}</span>
      {label.timeElapsed !== undefined && (
        <span>{t('liveScores.minute', { minute: Math.floor(label.timeElapsed) })}</span>
      )}
      {/* Announced when it appears: the figures below stopped following the match. */}
      <span aria-live="polite">
        {stale && (
          <span className={styles.stale} title={t('liveScores.staleDetail')}>
            <TriangleAlert aria-hidden="true" size={12} />
            {t('liveScores.stale')}
            <span className={hiddenStyles.hidden}>{t('liveScores.staleDetail')}</span>
          </span>
        )}
      </span>
    </span>
  );
}

export function ScoreTable({
  sportId,
  score,
  stale,
  eventName,
  columns,
  homeMark,
  awayMark,
}: Omit<SportPanelProps, 'eventId'> & {
  readonly columns: readonly ScoreColumn[];
  /** Drawn before a side's name (tennis: who serves). */
  readonly homeMark?: ReactNode;
  readonly awayMark?: ReactNode;
}) {
  const names = useTeamNames(score, eventName);
  return (
    <table className={styles.table} data-stale={stale}>
      <thead>
        <tr>
          <th scope="col" className={styles.team}>
            <ScoreStatus sportId={sportId} score={score} stale={stale} />
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.className}>
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(['home', 'away'] as const).map((side) => (
          <tr key={side}>
            <th scope="row" className={styles.team}>
              <span className={styles.nameRow}>
                {side === 'home' ? homeMark : awayMark}
                <span className={styles.name} title={names[side]}>
                  {names[side]}
                </span>
              </span>
            </th>
            {columns.map((column) => (
              <td key={column.key} className={column.className}>
                {column[side]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
