// The seam between the views that offer prices (grid, ladder) and the feature that places bets
// (betting): a view calls requestBet(click); the betting feature's provider decides whether to
// open the confirmation dialog or place at once (trading-core §4 "Bet confirmation flow"), and
// answers with what became of the bet, which the ladder shows in its popup queue (§2).
// Features never import each other, so this type and context live in lib.
import { createContext, useContext } from 'react';
import type { Side } from '@greenbook/trading';

export interface BetClick {
  readonly marketId: string;
  readonly selectionId: number;
  readonly handicap: number;
  readonly side: Side;
  /** The clicked odd; undefined for an empty cell (trading-core §2: 1000 back / 1.01 lay). */
  readonly price: number | undefined;
  readonly source: 'grid' | 'ladder';
  /**
   * The click event's timeStamp (ms on the page's event clock): a repeat of the same cell within
   * the double-click interval is one intent (issue 12 item 2). Undefined when no event caused it.
   */
  readonly at?: number;
}

/** What became of a requested bet, once the exchange answered. */
export interface BetOutcome {
  readonly ok: boolean;
  /** The stake placed, when one was. */
  readonly stake?: number;
  /** The odd placed (the dialog may have changed the one clicked). */
  readonly odd?: number;
  /** The failure text (trading-core §8), translated. */
  readonly message?: string;
}

/** Resolves with the outcome; with undefined when nothing was placed (refused, or dialog closed). */
export type RequestBet = (click: BetClick) => Promise<BetOutcome | undefined>;

export const BetRequestContext = createContext<RequestBet | undefined>(undefined);

export function useRequestBet(): RequestBet {
  const requestBet = useContext(BetRequestContext);
  if (requestBet === undefined) throw new Error('useRequestBet outside BetRequestContext');
  return requestBet;
}
