// trading-core §3 Runner: handicap runners are keyed `selectionId_handicap`; betfair-protocol §5.9
// keys order and market runners by (id, hc ?? 0).

/** A runner of one market, as `selectionId_handicap` (handicap 0 when the market has none). */
export type RunnerKey = string;

export interface ParsedRunnerKey {
  readonly selectionId: number;
  readonly handicap: number;
}

/** trading-core §3: the key of a runner, `selectionId_handicap` (`-0` is written as `0`). */
export function runnerKey(selectionId: number, handicap = 0): RunnerKey {
  // `+ 0` turns -0 into 0 so the same runner never gets two keys.
  return `${selectionId}_${handicap + 0}`;
}

const RUNNER_KEY_PATTERN = /^(\d+)_(-?\d+(?:\.\d+)?)$/;

/** trading-core §3: the selection id and handicap of a runner key, or undefined when malformed. */
export function parseRunnerKey(key: string): ParsedRunnerKey | undefined {
  const match = RUNNER_KEY_PATTERN.exec(key);
  if (match === null) return undefined;
  const selectionId = Number(match[1]);
  const handicap = Number(match[2]) + 0;
  if (!Number.isSafeInteger(selectionId)) return undefined;
  return { selectionId, handicap };
}
