// P&L over the replay as an SVG step line in the design system's tokens (no chart library: one
// path and a zero line), with the extremes and the span as text for everyone who cannot see it.
import { pnlGeometry, type ChartPoint } from '../model/pnl-path';
import { formatMoney, formatRecordedTime } from '../model/practice-format';
import { usePracticeTexts } from '../model/texts';
import styles from './practice.module.css';

const WIDTH = 600;
const HEIGHT = 160;

export function PnlChart({
  points,
  currencyCode,
}: {
  readonly points: readonly ChartPoint[];
  readonly currencyCode: string;
}) {
  const texts = usePracticeTexts();
  const geometry = pnlGeometry(points, WIDTH, HEIGHT);
  if (geometry === undefined) return <p>{texts.chartEmpty}</p>;
  const summary = `${texts.chartTitle}: ${formatRecordedTime(points[0]!.at)} – ${formatRecordedTime(points.at(-1)!.at)}, ${formatMoney(geometry.minCents, currencyCode)} … ${formatMoney(geometry.maxCents, currencyCode)}`;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        data-testid="practice-pnl-chart"
      >
        <line className={styles.chartZero} x1={0} x2={WIDTH} y1={geometry.zeroY} y2={geometry.zeroY} />
        <path className={styles.chartLine} d={geometry.path} />
      </svg>
      <figcaption className={styles.time}>{summary}</figcaption>
    </figure>
  );
}
