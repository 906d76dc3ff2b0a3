// The embedded exchange's simulator controls (not Betfair paths; mounted with SIM_MARKET_CONTROLS=1,
// see packages/exchange-sim README): a browser test moves a market at will instead of waiting on
// the world — a house trader takes a side, a goal is scored, a market is settled now.
import type { APIRequestContext } from '@playwright/test';
import { APP_KEY, type CurrentOrder } from './exchange';

/** The embedded exchange's house trader takes `side` at `price` (see exchange-sim simulator-trade). */
export async function houseTrade(
  request: APIRequestContext,
  token: string,
  trade: { marketId: string; selectionId: number; side: 'BACK' | 'LAY'; price: number; size?: number },
): Promise<{ sizeMatched: number }> {
  const response = await request.post('/simulator/trade', {
    headers: { 'X-Application': APP_KEY, Authorization: `BEARER ${token}` },
    data: trade,
  });
  if (!response.ok()) throw new Error(`simulator trade: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { sizeMatched: number };
}

/**
 * Has the exchange score a goal in an in-play football event now (POST /simulator/goal, mounted
 * with SIM_MARKET_CONTROLS=1 like /simulator/trade): its scores, timeline and prices follow.
 */
export async function simulateGoal(
  request: APIRequestContext,
  token: string,
  goal: { eventId: string; team: 'home' | 'away' },
): Promise<void> {
  const response = await request.post('/simulator/goal', {
    headers: { 'X-Application': APP_KEY, Authorization: `BEARER ${token}` },
    data: goal,
  });
  if (!response.ok()) throw new Error(`simulator goal: ${response.status()} ${await response.text()}`);
}

/** Has the house trader take the other side of every resting order of ours, at its own price. */
export async function matchResting(
  request: APIRequestContext,
  token: string,
  marketId: string,
  orders: CurrentOrder[],
): Promise<void> {
  for (const order of orders.filter((o) => o.status === 'EXECUTABLE')) {
    await houseTrade(request, token, {
      marketId,
      selectionId: order.selectionId,
      side: order.side === 'BACK' ? 'LAY' : 'BACK',
      price: order.priceSize.price,
    });
  }
}

/** Settles the market now with this winner (see exchange-sim simulator-settle). */
export async function settleNow(
  request: APIRequestContext,
  token: string,
  marketId: string,
  winnerSelectionId: number,
): Promise<void> {
  const response = await request.post('/simulator/settle', {
    headers: { 'X-Application': APP_KEY, Authorization: `BEARER ${token}` },
    data: { marketId, winnerSelectionId },
  });
  if (!response.ok()) throw new Error(`simulator settle: ${response.status()} ${await response.text()}`);
}
