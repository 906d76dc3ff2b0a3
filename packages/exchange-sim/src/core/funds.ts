// Funds checks at placement (betfair-protocol §8.12): the request may not take the account's
// exposure past its balance (INSUFFICIENT_FUNDS) or past its loss limit (LOSS_LIMIT_EXCEEDED).
// New orders count as fully unmatched, the worst case until they match.
import type { SimAccount } from './accounts.js';
import { centsOf } from './currency.js';
import type { Exchange } from './exchange.js';
import type { PlaceInstructionInput } from './instructions.js';
import type { SimMarket } from './market.js';

/** The size (account-currency cents) and price an instruction puts at risk while unmatched. */
function unmatchedRisk(instruction: PlaceInstructionInput): { size: number; price: number } {
  if (instruction.limitOrder !== undefined) {
    return { size: centsOf(instruction.limitOrder.size), price: instruction.limitOrder.price };
  }
  const liability =
    instruction.limitOnCloseOrder?.liability ?? instruction.marketOnCloseOrder?.liability ?? 0;
  // Starting-price bets risk their liability: a stake for backs, a liability for lays (price 2 makes them equal).
  return { size: centsOf(liability), price: 2 };
}

export function checkFunds(
  exchange: Exchange,
  account: SimAccount,
  market: SimMarket,
  instructions: readonly PlaceInstructionInput[],
): 'INSUFFICIENT_FUNDS' | 'LOSS_LIMIT_EXCEEDED' | undefined {
  if (account.spec.synthetic === true) return undefined;
  const position = exchange.positionFor(account, market);
  const before = account.exposureByMarket.get(market.marketId) ?? 0;
  const added = instructions.map((instruction) => ({
    instruction,
    ...unmatchedRisk(instruction),
  }));
  for (const { instruction, size, price } of added) {
    position.addUnmatched(
      market.runner(instruction.selectionId, instruction.handicap ?? 0)!.index,
      instruction.side,
      size,
      price,
    );
  }
  const after = position.exposure();
  for (const { instruction, size, price } of added) {
    position.addUnmatched(
      market.runner(instruction.selectionId, instruction.handicap ?? 0)!.index,
      instruction.side,
      -size,
      price,
    );
  }
  if (after <= before) return undefined;
  const totalCents = account.exposureCents - before + after;
  const lossLimit = account.spec.lossLimit;
  if (lossLimit !== undefined && totalCents > Math.round(lossLimit * 100)) return 'LOSS_LIMIT_EXCEEDED';
  if (totalCents > account.balanceCents) return 'INSUFFICIENT_FUNDS';
  return undefined;
}
