// trading-core §9 "Ladders by width" (1/2/3/4), recomputed on resize with a 100 ms debounce.
import { DEBOUNCES_MS, laddersForWidth } from '@greenbook/trading';
import { useWidthRule } from '@/lib/layout/use-width-rule';

export function useLadderCount(): number {
  return useWidthRule(laddersForWidth, DEBOUNCES_MS.ladderResize);
}
