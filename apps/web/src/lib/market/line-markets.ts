// trading-core §9 line markets, named the same way by the grid, the ladder and the sidebar: their
// sides read Lower/Higher instead of Back/Lay, and on double-line (Asian handicap) markets the
// handicap follows the runner name, since the same selection appears once per line.
import type { MarketCatalogue } from '@greenbook/betfair';
import { parseRunnerKey, runnerKey } from '@greenbook/trading';

const LINE_BETTING_TYPES: ReadonlySet<string> = new Set([
  'LINE',
  'ASIAN_HANDICAP_DOUBLE_LINE',
  'ASIAN_HANDICAP_SINGLE_LINE',
]);

export function isLineMarket(bettingType: string | undefined): boolean {
  return bettingType !== undefined && LINE_BETTING_TYPES.has(bettingType);
}

export function runnerDisplayName(name: string, key: string, bettingType: string | undefined): string {
  if (bettingType !== 'ASIAN_HANDICAP_DOUBLE_LINE') return name;
  const parsed = parseRunnerKey(key);
  return parsed === undefined ? name : `${name} ${parsed.handicap}`;
}

/**
 * Runner names by runner key (selectionId_handicap), as every view shows them: on double-line
 * markets with the line after the name (trading-core §9), so the grid, the ladder, the dialog,
 * the toasts and the sidebar all say which line a bet is on.
 */
export function runnerNamesOf(
  catalogue: MarketCatalogue | null | undefined,
): Readonly<Record<string, string>> {
  const names: Record<string, string> = {};
  const bettingType = catalogue?.description?.bettingType;
  for (const runner of catalogue?.runners ?? []) {
    const key = runnerKey(runner.selectionId, runner.handicap);
    names[key] = runnerDisplayName(runner.runnerName, key, bettingType);
  }
  return names;
}
