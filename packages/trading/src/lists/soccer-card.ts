// account-and-product §2 "Soccer … cards, each with teams, start or live state and the 1-x-2
// prices": the teams (§5 team-name rule) and the best back price under 1, x and 2.
import { orderOneXTwo, type OneXTwoLabel } from '../labels/one-x-two.js';
import { resolveTeamNames, type TeamNames } from '../labels/team-names.js';
import type { HomeMarket } from './home-markets.js';

export interface CardPrice {
  readonly label: OneXTwoLabel;
  readonly runnerName: string;
  /** The best price to back; undefined while the book has none (or has not answered). */
  readonly price: number | undefined;
}

export interface SoccerCardContent {
  readonly teams: TeamNames;
  /** The 1, x, 2 prices; undefined for a market that is not three runners with a draw. */
  readonly prices: readonly CardPrice[] | undefined;
}

/**
 * The runners named 1 and 2 are the teams as the exchange names them; each side falls back to the
 * event name's split (' x ', ' v ', ' @ ') when its runner name is not a real team name.
 */
export function soccerCardContent(
  market: Pick<HomeMarket, 'eventName' | 'runners'>,
  bestBack: ReadonlyMap<number, number> | undefined,
): SoccerCardContent {
  const threeWay = orderOneXTwo(market.runners);
  const teams = resolveTeamNames(
    threeWay?.[0].runner.runnerName,
    threeWay?.[2].runner.runnerName,
    market.eventName,
  );
  return {
    teams,
    prices: threeWay?.map(({ label, runner }) => ({
      label,
      runnerName: runner.runnerName,
      price: bestBack?.get(runner.selectionId),
    })),
  };
}
