// Resubscription clocks (betfair-protocol §5.10): both initialClk and clk ⇒ resume; either one
// alone, a clock we did not issue, or one from the future cannot be honoured ⇒ INVALID_CLOCK.
import { decodeClock } from './clock-token.js';
import type { SubscriptionTiming } from './request-parsing.js';
import { StreamError } from './status-messages.js';

/** The sequence to resume after, or undefined for a fresh subscription. */
export function resumeSequence(
  timing: SubscriptionTiming,
  instance: string,
  currentSeq: number,
): number | undefined {
  const { initialClk, clk } = timing;
  if (initialClk === undefined && clk === undefined) return undefined;
  const invalid = new StreamError('INVALID_CLOCK', 'initialClk and clk do not name a point of this stream');
  if (initialClk === undefined || clk === undefined) throw invalid;
  const initial = decodeClock(initialClk);
  const latest = decodeClock(clk);
  if (initial === undefined || latest === undefined) throw invalid;
  if (initial.instance !== instance || latest.instance !== instance) throw invalid;
  if (latest.seq > currentSeq || initial.seq > latest.seq) throw invalid;
  return latest.seq;
}
