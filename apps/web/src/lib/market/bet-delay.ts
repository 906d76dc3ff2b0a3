// Issue 21 §4: which bets wait out the in-play bet delay, read from the stream. The rule is
// @greenbook/trading's (bet-delay.ts, as the exchange applies it); this reads its inputs — the
// market definition's inPlay, betDelay and betDelayModels, the runner's best prices (the resting
// book, not the virtual prices: the exchange's PASSIVE check looks at resting bets) and the auto
// options that make a bet not plain — for the ladder (which cells are passive) and the placement
// (the animation and the receipt).
import type { MarketDefinition, RunnerCache } from '@greenbook/betfair';
import {
  crossesSpread,
  delayFor,
  delayRegime,
  NO_DELAY,
  type DelayRegime,
  type PriceLadder,
  type Side,
} from '@greenbook/trading';

export interface AutoOptionsTerms {
  readonly keepInPlay: { readonly active: boolean };
  readonly fillOrKill: { readonly active: boolean };
}

export function regimeOf(definition: MarketDefinition | undefined, auto: AutoOptionsTerms): DelayRegime {
  if (definition === undefined) return NO_DELAY;
  return delayRegime(
    {
      inPlay: definition.inPlay,
      betDelay: definition.betDelay,
      betDelayModels: definition.betDelayModels,
    },
    { keepInPlay: auto.keepInPlay.active, fillOrKill: auto.fillOrKill.active },
  );
}

/** The best ticks of the resting book: highest available to back, lowest available to lay. */
export function bestRestingTicks(
  runner: RunnerCache | undefined,
  ladder: PriceLadder,
): { back: number | undefined; lay: number | undefined } {
  const tick = (price: number | undefined) => (price === undefined ? undefined : ladder.indexOf(price));
  return { back: tick(runner?.bestBackPrice()), lay: tick(runner?.bestLayPrice()) };
}

/** The delay a bet at this price would wait now, seconds (0: none, or it is passive). */
export function delayOfBet(
  regime: DelayRegime,
  runner: RunnerCache | undefined,
  ladder: PriceLadder,
  side: Side,
  price: number,
): number {
  if (regime.delaySeconds === 0) return 0;
  const tick = ladder.indexOf(price);
  // Off the ladder the exchange refuses the bet; count it as waiting, the cautious answer.
  if (tick === undefined) return regime.delaySeconds;
  return delayFor(regime, crossesSpread(side, tick, bestRestingTicks(runner, ladder)));
}
