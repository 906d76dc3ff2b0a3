// trading-core §2 football panel and §9 "Soccer half is 45 minutes; goal and card markers are
// positioned as a fraction of 45": where the clock and each incident sit on the two half bars.
import { SOCCER_HALF_MINUTES } from '@greenbook/trading';

const fraction = (minutes: number): number => Math.min(1, Math.max(0, minutes / SOCCER_HALF_MINUTES));

/** How far each half has run, 0 to 1, from the regular time elapsed (minutes). */
export function halfProgress(elapsedRegularTime: number | undefined): readonly [number, number] {
  const elapsed = elapsedRegularTime ?? 0;
  return [fraction(elapsed), fraction(elapsed - SOCCER_HALF_MINUTES)];
}

/**
 * The half an incident belongs to and its place on that half's bar. Minutes up to 45 are the
 * first half, later ones the second; stoppage and extra time stay at the end of their half's bar
 * (our choice: the spec's bars are two 45-minute halves and nothing else).
 */
export function incidentPlace(matchTime: number): { readonly half: 0 | 1; readonly at: number } {
  return matchTime <= SOCCER_HALF_MINUTES
    ? { half: 0, at: fraction(matchTime) }
    : { half: 1, at: fraction(matchTime - SOCCER_HALF_MINUTES) };
}
