// trading-core §4/§5/§8 hedge of one runner: the bet that makes the runner's matched P&L the same
// whether it wins or loses. In a single-winner market the other runners' P&L does not depend on this
// runner beyond "it loses", so a hedged runner no longer moves the market's outcomes apart.
//
// Choices: only matched bets are hedged (unmatched ones may be cancelled by the confirmation dialog);
// a level position (nothing to hedge) is refused like a zero stake, with the spec's message; the
// hedge at best price takes the best lay to hedge a net back and the best back to hedge a net lay.
import { unitsToMoney } from '../money/exact-units.js';
import type { RunnerOrdersInput } from '../positions/position-types.js';
import type { RunnerKey } from '../positions/runner-key.js';
import { exactRunnerPosition } from '../positions/runner-position.js';
import type { ClosingBet } from './closing-bet.js';
import { HEDGE_ZERO_STAKE, NO_ODDS_TO_CASH_OUT } from './closing-constants.js';
import { closingOdd, closingSide, greenUpAtOdd } from './green-up.js';
import type { RunnerBestOdds } from './green-up.js';

export type HedgeResult =
  | {
      readonly ok: true;
      readonly bet: ClosingBet;
      /** The runner's matched P&L after the hedge if it wins / loses (equal within 0.005 × odd). */
      readonly profitIfWinAfter: number;
      readonly profitIfLoseAfter: number;
    }
  | {
      readonly ok: false;
      readonly reason: 'ZERO_STAKE' | 'MISSING_ODDS' | 'INVALID_ODD' | 'INVALID_AMOUNT';
      readonly message: string;
    };

const zeroStake = { ok: false, reason: 'ZERO_STAKE', message: HEDGE_ZERO_STAKE } as const;

/** trading-core §5: the hedge of a runner at a given odd (e.g. a row of the ladder's Hedge column). */
export function hedgeAtOdd(
  runnerId: RunnerKey,
  orders: RunnerOrdersInput | undefined,
  odd: number,
): HedgeResult {
  const position = exactRunnerPosition(runnerId, orders);
  if (!position.ok) return { ok: false, reason: 'INVALID_AMOUNT', message: position.error.message };
  const result = greenUpAtOdd(position.value, odd);
  if (result.kind === 'INVALID_ODD') {
    return { ok: false, reason: 'INVALID_ODD', message: `odd ${odd} is not a price from 1.01 to 1000` };
  }
  if (result.kind === 'LEVEL' || result.bet.stakeCents === 0) return zeroStake;
  const { bet } = result;
  return {
    ok: true,
    bet: { runnerId, side: bet.side, odd: bet.odd, stake: bet.stake, type: 'hedge' },
    profitIfWinAfter: unitsToMoney(bet.winUnitsAfter),
    profitIfLoseAfter: unitsToMoney(bet.loseUnitsAfter),
  };
}

/** trading-core §4/§5: the hedge of a runner at its current best closing price. */
export function hedgeAtBestOdds(
  runnerId: RunnerKey,
  orders: RunnerOrdersInput | undefined,
  bestOdds: RunnerBestOdds,
): HedgeResult {
  const position = exactRunnerPosition(runnerId, orders);
  if (!position.ok) return { ok: false, reason: 'INVALID_AMOUNT', message: position.error.message };
  const side = closingSide(position.value);
  if (side === undefined) return zeroStake;
  const odd = closingOdd(side, bestOdds);
  if (odd === undefined) return { ok: false, reason: 'MISSING_ODDS', message: NO_ODDS_TO_CASH_OUT };
  return hedgeAtOdd(runnerId, orders, odd);
}
