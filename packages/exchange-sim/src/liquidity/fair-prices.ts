// From a model's fair values to what the makers quote around: chances normalised over the active
// runners (per handicap line on Asian handicaps, to the number of winners on place markets) and
// placed on the market's ladder as fractional ticks; line markets quote the value itself.
import type { SimMarket } from '../core/market.js';
import type { MarketEntry } from '../world/world-registry.js';
import { fractionalTick } from './quote-plan.js';

export interface RunnerFair {
  readonly index: number;
  readonly chance: number;
  readonly fairTick: number;
}

const MIN_CHANCE = 0.0012;
const MAX_CHANCE = 0.985;

/** Runners priced together: the pair of each handicap line, else the whole market. */
function groupOf(market: SimMarket, index: number): number {
  return market.spec.bettingType === 'ASIAN_HANDICAP_DOUBLE_LINE' ? index >> 1 : 0;
}

export function fairPrices(entry: MarketEntry): RunnerFair[] {
  const { market, world, event } = entry;
  const values = event.model.fairValues(world);
  const active = market.runners.filter((runner) => runner.status === 'ACTIVE');
  if (market.isLine) {
    return active.map((runner) => ({
      index: runner.index,
      chance: 0.5,
      fairTick: fractionalTick(market.ladder, values[runner.index] ?? market.ladder.min),
    }));
  }
  const totals = new Map<number, number>();
  for (const runner of active) {
    const group = groupOf(market, runner.index);
    totals.set(group, (totals.get(group) ?? 0) + (values[runner.index] ?? 0));
  }
  const winnersPerGroup =
    market.spec.bettingType === 'ASIAN_HANDICAP_DOUBLE_LINE' ? 1 : market.spec.numberOfWinners;
  return active.map((runner) => {
    const total = totals.get(groupOf(market, runner.index)) ?? 0;
    const raw = total > 0 ? ((values[runner.index] ?? 0) / total) * winnersPerGroup : 1 / active.length;
    const chance = Math.min(MAX_CHANCE, Math.max(MIN_CHANCE, raw));
    return { index: runner.index, chance, fairTick: fractionalTick(market.ladder, 1 / chance) };
  });
}
