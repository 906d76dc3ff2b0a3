// How much money a kind of market attracts, relative to a football Match Odds close to the off:
// it scales the synthetic quotes' sizes (big markets deep, side markets thin).
import type { MarketEntry } from '../world/world-registry.js';

export function importance(entry: MarketEntry): number {
  const { sport } = entry.event;
  switch (entry.world.kind) {
    case 'MATCH_ODDS':
      return sport === 'SOCCER' ? 1 : sport === 'TENNIS' ? 0.6 : 0.3;
    case 'WIN':
      return sport === 'HORSE_RACING' ? 0.8 : 0.2;
    case 'PLACE':
      return sport === 'HORSE_RACING' ? 0.3 : 0.1;
    case 'OVER_UNDER_25':
      return 0.5;
    case 'BOTH_TEAMS_TO_SCORE':
    case 'ASIAN_HANDICAP':
    case 'RUNS_LINE':
      return 0.3;
    case 'CORRECT_SCORE':
    case 'SET_BETTING':
      return 0.15;
    case 'EACH_WAY':
    case 'WINNER':
      return 0.1;
  }
}
