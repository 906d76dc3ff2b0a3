// Which bets wait out the in-play bet delay (issue 21 §4, betfair-protocol §8.7). In play a market
// delays every bet by `betDelay` seconds; under Betfair's PASSIVE model (`betDelayModels`) a plain
// LIMIT + LAPSE bet that cannot match at once — it does not cross the spread — skips the delay.
// Keep in Play (PERSIST) and Fill or Kill bets are not plain, so they always wait.
import type { Side } from '../money/side.js';

export interface DelayMarket {
  readonly inPlay: boolean;
  readonly betDelay: number;
  readonly betDelayModels: readonly string[] | undefined;
}

export interface DelayBetTerms {
  readonly keepInPlay: boolean;
  readonly fillOrKill: boolean;
}

/** How a market delays the trader's bets now: the delay, and whether passive bets skip it. */
export interface DelayRegime {
  /** Seconds a delayed bet waits; 0 when nothing is delayed (not in play, or no delay). */
  readonly delaySeconds: number;
  /** A bet that does not cross the spread goes at once. */
  readonly passiveSkips: boolean;
}

export const NO_DELAY: DelayRegime = { delaySeconds: 0, passiveSkips: false };

export function delayRegime(market: DelayMarket, terms: DelayBetTerms): DelayRegime {
  if (!market.inPlay || !(market.betDelay > 0)) return NO_DELAY;
  const plain = !terms.keepInPlay && !terms.fillOrKill;
  return {
    delaySeconds: market.betDelay,
    passiveSkips: plain && (market.betDelayModels ?? []).includes('PASSIVE'),
  };
}

/**
 * Whether a bet at `tick` crosses the spread: a back matches what is available to back at its
 * price or higher, a lay what is available to lay at its price or lower. Ticks are ladder indices;
 * `bestBack` is the highest tick available to back, `bestLay` the lowest available to lay.
 */
export function crossesSpread(
  side: Side,
  tick: number,
  best: { readonly back: number | undefined; readonly lay: number | undefined },
): boolean {
  if (side === 'BACK') return best.back !== undefined && best.back >= tick;
  return best.lay !== undefined && best.lay <= tick;
}

/** The seconds a bet waits under the regime: the delay, unless it is passive and they skip it. */
export function delayFor(regime: DelayRegime, crosses: boolean): number {
  if (regime.delaySeconds === 0) return 0;
  return regime.passiveSkips && !crosses ? 0 : regime.delaySeconds;
}
