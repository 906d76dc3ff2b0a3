// trading-core §4: "Runners REMOVED, REMOVED_VACANT, HIDDEN and LOSER are hidden while the market
// is open". Read as "until the market is CLOSED" (a suspended or inactive market is still open for
// what comes next), and shared by the grid and the ladder so both show the same runners; once
// closed every runner shows, the WINNER with its label.
const HIDDEN_UNTIL_CLOSED: ReadonlySet<string> = new Set(['REMOVED', 'REMOVED_VACANT', 'HIDDEN', 'LOSER']);

export function isRunnerShown(status: string, marketStatus: string | undefined): boolean {
  return marketStatus === 'CLOSED' || !HIDDEN_UNTIL_CLOSED.has(status);
}
