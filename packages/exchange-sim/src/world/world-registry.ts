// The running world's index: every live market with its generated description and its event,
// and the phase changes the lifecycle announces (the liquidity quotes from them).
import type { SimMarket } from '../core/market.js';
import type { WorldEvent, WorldMarket } from './world-model.js';

export interface MarketEntry {
  readonly world: WorldMarket;
  readonly market: SimMarket;
  readonly event: WorldEvent;
}

/** OPEN: betting opened or resumed; CLOSED: settled, no more quoting; DROPPED: gone from the exchange. */
export type MarketPhase = 'OPEN' | 'CLOSED' | 'DROPPED';

export type PhaseListener = (entry: MarketEntry, phase: MarketPhase) => void;

export class WorldRegistry {
  readonly markets = new Map<string, MarketEntry>();
  private readonly listeners = new Set<PhaseListener>();

  onPhase(listener: PhaseListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(entry: MarketEntry, phase: MarketPhase): void {
    for (const listener of this.listeners) listener(entry, phase);
  }
}
