// The ladder's confirmation popup queue (trading-core §2 "Ladder view"): a ladder cell click goes
// to bet placement through lib/market's BetRequestContext; the outcome it answers with is queued
// here and shown one popup at a time.
import type { BetClick, BetOutcome } from '@/lib/market/bet-request';

export interface LadderPopup {
  readonly id: number;
  readonly runnerKey: string;
  readonly side: BetClick['side'];
  readonly price: number;
  readonly outcome: BetOutcome;
}

/**
 * trading-core §2: popups show one at a time, in order; one whose runner is no longer possible
 * (removed, or without a ladder any more) is dropped when its turn comes.
 */
export function currentPopup(
  queue: readonly LadderPopup[],
  isPossible: (runnerKey: string) => boolean,
): LadderPopup | undefined {
  return queue.find((popup) => isPossible(popup.runnerKey));
}
