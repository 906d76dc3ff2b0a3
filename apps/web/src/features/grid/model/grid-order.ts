// trading-core §2 grid rows and §4/§5 runner rules: which runners show (REMOVED, REMOVED_VACANT,
// HIDDEN and LOSER are hidden while the market is not closed), in which order (1, x, 2 for a
// three-runner market with a draw, else by sort priority; or by best odd when the user sorts so),
// and the 1/x/2 labels.
import type { MarketCache, RunnerCache } from '@greenbook/betfair';
import { bySortPriority, orderOneXTwo, type OneXTwoLabel } from '@greenbook/trading';
import { isRunnerShown } from '@/lib/market/runner-visibility';

/** trading-core §2: the grid's sort button — default priority or best odd. */
export type GridSort = 'priority' | 'odd';

export interface GridRunnerRef {
  readonly key: string;
  readonly label: OneXTwoLabel | undefined;
}

interface Orderable {
  readonly key: string;
  readonly selectionId: number;
  readonly runnerName: string;
  readonly sortPriority: number;
  readonly bestBack: number | undefined;
}

function orderable(key: string, runner: RunnerCache, names: Readonly<Record<string, string>>): Orderable {
  return {
    key,
    selectionId: runner.selectionId,
    runnerName: names[key] ?? runner.name ?? String(runner.selectionId),
    sortPriority: runner.sortPriority ?? Number.MAX_SAFE_INTEGER,
    bestBack: runner.bestBackPrice(),
  };
}

/**
 * Best odd first: the lowest best back price (the favourite) leads; runners without a price go
 * last; ties keep the sort priority order.
 */
function byBestOdd(runners: readonly Orderable[]): Orderable[] {
  return bySortPriority(runners)
    .map((runner, index) => ({ runner, index }))
    .sort(
      (a, b) =>
        (a.runner.bestBack ?? Number.POSITIVE_INFINITY) - (b.runner.bestBack ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ runner }) => runner);
}

/** The rows of the grid, in display order. */
export function gridRunners(
  market: MarketCache | undefined,
  sort: GridSort,
  names: Readonly<Record<string, string>>,
): GridRunnerRef[] {
  if (market === undefined) return [];
  const status = market.definition?.status;
  const all = [...market.runners].map(([key, runner]) => ({ runner, item: orderable(key, runner, names) }));
  const shown = all.filter(({ runner }) => isRunnerShown(runner.status, status)).map(({ item }) => item);
  if (sort === 'odd') return byBestOdd(shown).map(({ key }) => ({ key, label: undefined }));
  const threeWay = orderOneXTwo(shown);
  if (threeWay !== undefined) return threeWay.map(({ label, runner }) => ({ key: runner.key, label }));
  return bySortPriority(shown).map(({ key }) => ({ key, label: undefined }));
}

/** A string that changes exactly when the rows or their order change (a stable snapshot). */
export function gridRunnersSignature(
  market: MarketCache | undefined,
  sort: GridSort,
  names: Readonly<Record<string, string>>,
): string {
  return gridRunners(market, sort, names)
    .map(({ key, label }) => (label === undefined ? key : `${key}:${label}`))
    .join(',');
}

export function parseGridRunnersSignature(signature: string): GridRunnerRef[] {
  if (signature === '') return [];
  return signature.split(',').map((part) => {
    const [key = '', label] = part.split(':');
    return { key, label: label as OneXTwoLabel | undefined };
  });
}
