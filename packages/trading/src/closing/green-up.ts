// trading-core §4/§5 closing maths shared by cash out and hedge: the bet on one runner that moves
// its matched "win − lose" difference to a target, at a given odd. Target 0 levels the runner
// (green-up / hedge: same P&L whether it wins or loses); cash out levels the whole market by moving
// every runner to one common target (see market-cashout.ts).
//
//   D = profit if it wins − profit if it loses   (exact units, see positions/exact-units.ts)
//   D > target: LAY  at the odd, stake = (D − target) / odd  (a lay moves D by −stake × odd)
//   D < target: BACK at the odd, stake = (target − D) / odd  (a back moves D by +stake × odd)
//
// The stake is rounded half away from zero to 2 dp (trading-core §5), so after the bet the runner's
// difference is within 0.005 × odd of the target (half a penny of stake times the odd), exactly.
import { fromHundredths } from '../money/decimal.js';
import { divideRounded, wholeHundredths } from '../money/exact-units.js';
import type { ExactRunnerPosition } from '../positions/runner-position.js';
import type { Side } from '../money/side.js';

/** Best prices of a runner (best available to back = highest, to lay = lowest); -1 or absent = none. */
export interface RunnerBestOdds {
  readonly bestBackOdd?: number | undefined;
  readonly bestLayOdd?: number | undefined;
}

const ODDS_MIN_CENTS = 101;
const ODDS_MAX_CENTS = 100_000;

/** trading-core §4: a price that can be bet on (1.01…1000, 2 dp), or undefined (absent, -1, NaN…). */
export function usableOdd(odd: number | undefined): number | undefined {
  if (odd === undefined) return undefined;
  const cents = wholeHundredths(odd);
  return cents !== undefined && cents >= ODDS_MIN_CENTS && cents <= ODDS_MAX_CENTS ? odd : undefined;
}

/** trading-core §4: the side that moves a runner's difference to `targetUnits` (default 0: level). */
export function closingSide(position: ExactRunnerPosition, targetUnits = 0): Side | undefined {
  const difference = position.winUnits - position.loseUnits;
  if (difference === targetUnits) return undefined;
  return difference > targetUnits ? 'LAY' : 'BACK';
}

/** trading-core §4: the price a closing bet on this side takes (lay at best lay, back at best back). */
export function closingOdd(side: Side, odds: RunnerBestOdds): number | undefined {
  return usableOdd(side === 'LAY' ? odds.bestLayOdd : odds.bestBackOdd);
}

/** The levelling bet of one runner and the runner's exact P&L once it is matched. */
export interface GreenUpBet {
  readonly side: Side;
  readonly odd: number;
  /** Rounded to 2 dp; may be 0 when the position is tiny compared with the odd. */
  readonly stake: number;
  readonly stakeCents: number;
  readonly winUnitsAfter: number;
  readonly loseUnitsAfter: number;
}

export type GreenUpResult =
  | { readonly kind: 'BET'; readonly bet: GreenUpBet }
  | { readonly kind: 'LEVEL' }
  | { readonly kind: 'INVALID_ODD' };

/** trading-core §4: the bet at `odd` that moves the runner's win − lose difference to `targetUnits`. */
export function betTowardsTarget(
  position: ExactRunnerPosition,
  targetUnits: number,
  odd: number,
): GreenUpResult {
  const oddCents = usableOdd(odd) === undefined ? undefined : wholeHundredths(odd);
  if (oddCents === undefined) return { kind: 'INVALID_ODD' };
  const side = closingSide(position, targetUnits);
  if (side === undefined) return { kind: 'LEVEL' };
  const gap = position.winUnits - position.loseUnits - targetUnits;
  // stake¢ = 100 × (gap / 10^4) / (odd¢ / 100) = gap / odd¢, rounded exactly.
  const stakeCents = divideRounded(Math.abs(gap), oddCents);
  const winChange = stakeCents * (oddCents - 100);
  const loseChange = stakeCents * 100;
  const lay = side === 'LAY';
  return {
    kind: 'BET',
    bet: {
      side,
      odd,
      stake: fromHundredths(stakeCents),
      stakeCents,
      winUnitsAfter: position.winUnits + (lay ? -winChange : winChange),
      loseUnitsAfter: position.loseUnits + (lay ? loseChange : -loseChange),
    },
  };
}

/** trading-core §4/§5: the bet at `odd` that levels this runner's matched win and lose P&L. */
export function greenUpAtOdd(position: ExactRunnerPosition, odd: number): GreenUpResult {
  return betTowardsTarget(position, 0, odd);
}
