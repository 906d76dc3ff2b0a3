// trading-core §3 Orders: a runner record with one more matched bet — used to preview a position
// after closing bets (cash out, hedge, unlevel) as if they matched at their price.
import type { RunnerOrdersInput } from './position-types.js';

/** trading-core §3: `orders` plus a matched back ('B') or lay ('L') of `size` at `price`. */
export function withMatchedBet(
  orders: RunnerOrdersInput | undefined,
  side: 'B' | 'L',
  price: number,
  size: number,
): RunnerOrdersInput {
  const backs = [...(orders?.matchedBacks ?? [])];
  const lays = [...(orders?.matchedLays ?? [])];
  (side === 'B' ? backs : lays).push([price, size]);
  return { ...orders, matchedBacks: backs, matchedLays: lays };
}
