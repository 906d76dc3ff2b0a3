// The visible part of a racing runner's compact line: silk, cloth number (trap), jockey or, for a
// greyhound, its trainer. Every part is optional: a key the catalogue lacks is simply not drawn.
import type { RacingRunner } from '@/lib/racing/runner-metadata';
import { SilkImage } from './silk-image';
import styles from './racing.module.css';

export function RunnerSummary({ runner }: { readonly runner: RacingRunner }) {
  const who = runner.jockey ?? runner.trainer;
  return (
    <>
      {runner.silkUrl !== undefined && <SilkImage src={runner.silkUrl} alt="" size="small" />}
      {runner.clothNumber !== undefined && <span className={styles.cloth}>{runner.clothNumber}</span>}
      {who !== undefined && <span className={styles.who}>{who}</span>}
    </>
  );
}
