// Builders for the world's tests: a simulator on a manual clock running a small market world.
import { ManualClock } from '../core/clock.js';
import type { PlaceInstructionInput } from '../core/instructions.js';
import { Simulator } from '../simulator.js';
import { createMarketWorld, type MarketWorld, type MarketWorldOptions } from '../world/market-world.js';
import type { MarketEntry } from '../world/world-registry.js';
import type { MarketKind } from '../world/world-model.js';

export function worldFixture(options: MarketWorldOptions, seed = 3) {
  const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
  const simulator = new Simulator({ clock, seed });
  const world: MarketWorld = createMarketWorld(simulator, options);
  simulator.addService(world);
  simulator.start();
  return { clock, simulator, world };
}

/** The market of this kind whose event starts first after now. */
export function nextMarket(world: MarketWorld, now: number, kind: MarketKind, sportId?: string): MarketEntry {
  const entries = [...world.registry.markets.values()]
    .filter((e) => e.world.kind === kind && e.event.startTime > now)
    .filter((e) => sportId === undefined || e.market.spec.eventType.id === sportId)
    .sort((a, b) => a.event.startTime - b.event.startTime);
  return entries[0]!;
}

/** Lets promise callbacks (placements waiting a bet delay) run. */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function limitBet(
  selectionId: number,
  side: 'BACK' | 'LAY',
  price: number,
  size: number,
  handicap = 0,
): PlaceInstructionInput {
  return {
    orderType: 'LIMIT',
    selectionId,
    handicap,
    side,
    limitOrder: { price, size, persistenceType: 'LAPSE' },
  };
}
