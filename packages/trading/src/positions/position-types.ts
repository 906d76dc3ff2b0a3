// trading-core §3 Orders (runner record uo, mb, ml) and betfair-protocol §5.8 (ocm uo, mb, ml).
import type { RunnerKey } from './runner-key.js';

/** Matched stakes keyed by odd: `[price, size]` pairs (the wire's `mb`/`ml`), or a `Map` price → size. */
export type MatchedStakesByOdd = Iterable<readonly [price: number, size: number]>;

/** trading-core §3 unmatched order, reduced to what a position needs. Side is the wire's 'B' / 'L'. */
export interface UnmatchedOrderInput {
  readonly side: 'B' | 'L';
  /** Placed price (`p`). */
  readonly price: number;
  /** Size remaining (`sr`): the part that is still waiting to be matched. */
  readonly sizeRemaining: number;
}

/** trading-core §3 runner record: the user's bets on one runner. Missing lists mean "none". */
export interface RunnerOrdersInput {
  /** Matched back stakes keyed by odd (`mb`, a net position by matched price). */
  readonly matchedBacks?: MatchedStakesByOdd;
  /** Matched lay stakes keyed by odd (`ml`). */
  readonly matchedLays?: MatchedStakesByOdd;
  /** Unmatched orders (`uo`), executable part only. */
  readonly unmatched?: readonly UnmatchedOrderInput[];
}

/** A runner of a market with the user's bets on it (no bets: leave `orders` out). */
export interface MarketRunnerInput {
  readonly runnerId: RunnerKey;
  readonly orders?: RunnerOrdersInput;
}

/** Why a position could not be computed. */
export interface PositionInputError {
  readonly reason: 'INVALID_AMOUNT' | 'INVALID_NUMBER_OF_WINNERS' | 'DUPLICATE_RUNNER';
  readonly message: string;
}

/** A computed value, or the reason the input was refused (never a silently wrong number). */
export type PositionResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: PositionInputError };
