// trading-core §3 (bet side BACK or LAY; order-stream letters B and L) and betfair-protocol §2.9.

/** trading-core §3: the side of a bet, spelt as the exchange API spells it. */
export type Side = 'BACK' | 'LAY';

/** trading-core §3: the side letter of an order in the order stream (B back, L lay). */
export type SideCode = 'B' | 'L';

/** trading-core §3: both sides, for validation and exhaustive tests. */
export const SIDES: readonly Side[] = ['BACK', 'LAY'];

/** trading-core §4: auto bets and closing bets take the other side. */
export function oppositeSide(side: Side): Side {
  return side === 'BACK' ? 'LAY' : 'BACK';
}

/** trading-core §3: the order-stream letter of a side. */
export function sideToCode(side: Side): SideCode {
  return side === 'BACK' ? 'B' : 'L';
}

/** trading-core §3: the side an order-stream letter stands for, or undefined for anything else. */
export function sideFromCode(code: string): Side | undefined {
  if (code === 'B') return 'BACK';
  if (code === 'L') return 'LAY';
  return undefined;
}
