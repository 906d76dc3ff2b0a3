// trading-core §7 third-party embeds: the price/volume chart image is keyed by the market id
// without its 2-character prefix ("1.") and by selection id plus handicap (handicap 0 unless the
// runner id is split by an underscore). The path is the exchange chart host's; the embedded
// exchange serves it on this origin.
import { parseRunnerKey } from '@greenbook/trading';

export const RUNNER_CHART_PATH = '/LoadRunnerInfoChartAction/';

/** The chart's address; `refresh` makes each 10 s reload a new address so no cache answers it. */
export function runnerChartAddress(marketId: string, runnerKey: string, refresh: number): string | undefined {
  const runner = parseRunnerKey(runnerKey);
  if (runner === undefined || marketId.length <= 2) return undefined;
  const query = new URLSearchParams({
    marketId: marketId.slice(2),
    selectionId: String(runner.selectionId),
    handicap: String(runner.handicap),
    refresh: String(refresh),
  });
  return `${RUNNER_CHART_PATH}?${query.toString()}`;
}
