// trading-core §5 closing bets: grouped by event and market; each has runnerId, side (upper case),
// odd, stake and a type 'cashout' | 'global_cashout' | 'unlevel' | 'hedge'.
import type { Side } from '../money/side.js';
import type { RunnerKey } from '../positions/runner-key.js';
import { AUTO_BETS_NOT_FOR_CLOSING_BETS } from './closing-constants.js';

/** trading-core §5: what a closing bet is for. */
export type ClosingBetType = 'cashout' | 'global_cashout' | 'unlevel' | 'hedge';

/** trading-core §5: one closing bet, ready for the special confirmation dialog. */
export interface ClosingBet {
  readonly runnerId: RunnerKey;
  readonly side: Side;
  readonly odd: number;
  readonly stake: number;
  readonly type: ClosingBetType;
}

/** A closing bet with the event and market it belongs to (input of the grouping). */
export interface PlacedClosingBet {
  readonly eventId: string;
  readonly marketId: string;
  readonly bet: ClosingBet;
}

export interface ClosingBetsOfMarket {
  readonly marketId: string;
  readonly bets: readonly ClosingBet[];
}

export interface ClosingBetsOfEvent {
  readonly eventId: string;
  readonly markets: readonly ClosingBetsOfMarket[];
}

/** trading-core §5: closing bets grouped by event, then market, keeping the order they came in. */
export function groupClosingBets(placed: readonly PlacedClosingBet[]): ClosingBetsOfEvent[] {
  const events = new Map<string, Map<string, ClosingBet[]>>();
  for (const { eventId, marketId, bet } of placed) {
    const markets = events.get(eventId) ?? new Map<string, ClosingBet[]>();
    events.set(eventId, markets);
    const bets = markets.get(marketId) ?? [];
    markets.set(marketId, bets);
    bets.push(bet);
  }
  return [...events].map(([eventId, markets]) => ({
    eventId,
    markets: [...markets].map(([marketId, bets]) => ({ marketId, bets })),
  }));
}

/** trading-core §5/§8: the warning to show when auto options are on while closing bets are placed. */
export function closingBetsAutoOptionsWarning(options: {
  readonly tickOffsetActive: boolean;
  readonly stopLossActive: boolean;
}): string | undefined {
  return options.tickOffsetActive || options.stopLossActive ? AUTO_BETS_NOT_FOR_CLOSING_BETS : undefined;
}
