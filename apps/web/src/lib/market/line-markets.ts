// trading-core §9 line markets, named the same way by the grid, the ladder and the sidebar: their
// sides read Lower/Higher instead of Back/Lay, and on double-line (Asian handicap) markets the
// handicap follows the runner name, since the same selection appears once per line.
import { parseRunnerKey } from '@greenbook/trading';

const LINE_BETTING_TYPES: ReadonlySet<string> = new Set([
  'LINE',
  'ASIAN_HANDICAP_DOUBLE_LINE',
  'ASIAN_HANDICAP_SINGLE_LINE',
]);

export function isLineMarket(bettingType: string | undefined): boolean {
  return bettingType !== undefined && LINE_BETTING_TYPES.has(bettingType);
}

export function runnerDisplayName(name: string, runnerKey: string, bettingType: string | undefined): string {
  if (bettingType !== 'ASIAN_HANDICAP_DOUBLE_LINE') return name;
  const parsed = parseRunnerKey(runnerKey);
  return parsed === undefined ? name : `${name} ${parsed.handicap}`;
}
