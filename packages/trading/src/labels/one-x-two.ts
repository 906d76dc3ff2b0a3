// trading-core §5 last line and account-and-product §2: three-runner markets with a draw as 1, x, 2.

/** trading-core §5: the runner names that mean a draw (compared trimmed and case-insensitively). */
export const DRAW_RUNNER_NAMES: readonly string[] = ['the draw', 'draw'];

/**
 * The exchange's draw has the same selection id in every market (betfair-protocol, fixed selection
 * ids), whatever language the catalogue names it in ('Empate' for a Portuguese locale).
 */
export const DRAW_SELECTION_ID = 58805;

/** trading-core §5: the labels of a three-way market, in display order. */
export const ONE_X_TWO_LABELS = ['1', 'x', '2'] as const;

/** trading-core §5: one of the 1, x, 2 labels. */
export type OneXTwoLabel = (typeof ONE_X_TWO_LABELS)[number];

/** trading-core §3: the runner fields the ordering needs. */
export interface OrderableRunner {
  runnerName: string;
  sortPriority: number;
  selectionId?: number | undefined;
}

/** trading-core §5: true for the exchange's draw selection id, or a runner named 'The Draw' or 'Draw'. */
export function isDrawRunner(runner: Pick<OrderableRunner, 'runnerName' | 'selectionId'>): boolean {
  return (
    runner.selectionId === DRAW_SELECTION_ID ||
    DRAW_RUNNER_NAMES.includes(runner.runnerName.trim().toLowerCase())
  );
}

/** trading-core §3: runners by ascending sortPriority; equal priorities keep their input order. */
export function bySortPriority<T extends OrderableRunner>(runners: readonly T[]): T[] {
  return runners
    .map((runner, index) => ({ runner, index }))
    .sort((a, b) => a.runner.sortPriority - b.runner.sortPriority || a.index - b.index)
    .map(({ runner }) => runner);
}

/**
 * trading-core §5 / account-and-product §2: for a market of exactly three runners with exactly
 * one draw, the runners as 1 (first other runner by sortPriority, the home side), x (the draw),
 * 2 (the other). Undefined for any other market, which keeps its own order and no labels.
 */
export function orderOneXTwo<T extends OrderableRunner>(
  runners: readonly T[],
): [{ label: '1'; runner: T }, { label: 'x'; runner: T }, { label: '2'; runner: T }] | undefined {
  if (runners.length !== 3) return undefined;
  const sorted = bySortPriority(runners);
  const draws = sorted.filter(isDrawRunner);
  const [home, away] = sorted.filter((runner) => !isDrawRunner(runner));
  const draw = draws[0];
  if (draws.length !== 1 || draw === undefined || home === undefined || away === undefined) return undefined;
  return [
    { label: '1', runner: home },
    { label: 'x', runner: draw },
    { label: '2', runner: away },
  ];
}

/** trading-core §5: display order of a market's runners: 1, x, 2 when it applies, else by sortPriority. */
export function orderRunnersForDisplay<T extends OrderableRunner>(runners: readonly T[]): T[] {
  const threeWay = orderOneXTwo(runners);
  return threeWay === undefined ? bySortPriority(runners) : threeWay.map(({ runner }) => runner);
}
