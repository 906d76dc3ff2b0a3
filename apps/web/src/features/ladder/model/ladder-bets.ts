// The seam to bet placement (trading-core §4 "Bet confirmation flow"): a ladder cell click becomes
// a BetClick for the betting feature. When the placement answers with an outcome, the ladder shows
// it in its confirmation popup queue (trading-core §2 "Ladder view").
import type { BetClick } from '@/lib/market/bet-request';

export interface LadderBetOutcome {
  readonly ok: boolean;
  /** The stake placed, when known. */
  readonly stake?: number;
  /** The result or error text (trading-core §8), shown as is. */
  readonly message?: string;
}

/** Places a ladder bet; may answer (a promise of) its outcome for the popup queue. */
export type PlaceLadderBet = (click: BetClick) => Promise<LadderBetOutcome | undefined> | undefined;

export interface LadderPopup {
  readonly id: number;
  readonly runnerKey: string;
  readonly side: BetClick['side'];
  readonly price: number;
  readonly outcome: LadderBetOutcome;
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
