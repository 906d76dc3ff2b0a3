// Issue 11 §1: the world renews itself. Over 32 simulated hours, stepped through API-NG: markets
// are in play and every sport has upcoming markets at every step, no listed market is stale, the
// markets held in memory stay bounded, and a person's cleared order outlives its pruned market.
import { afterEach, describe, expect, it } from 'vitest';
import { CLEARED_RETENTION_MS, pruneHistory } from '../lifecycle/retention.js';
import { listAll, serveWorld, type ServedWorld } from './world-api-testing.js';
import { SPORTS } from './world-model.js';

const HOUR = 3_600_000;
const RACING_IDS = [SPORTS.HORSE_RACING.id, SPORTS.GREYHOUND_RACING.id];

let served: ServedWorld | undefined;
afterEach(async () => {
  served?.simulator.stop();
  await served?.app.close();
  served = undefined;
});

const before = (ms: number) => ({ marketStartTime: { to: new Date(ms).toISOString() } });

describe('the world over a day and more of uptime', () => {
  it('keeps in-play and upcoming markets in every sport, nothing stale, memory bounded', async () => {
    served = await serveWorld({ liquidity: false }, Date.UTC(2026, 5, 1, 9, 20), 5);
    const world = served;
    const { clock, simulator } = world;
    // A person's bet on the first race: it lapses at the off and is cleared.
    const [race] = await listAll(world, { eventTypeIds: [SPORTS.HORSE_RACING.id], marketTypeCodes: ['WIN'] });
    const [runner] = simulator.exchange.markets.get(race!.marketId)!.runners;
    await world.call('placeOrders', {
      marketId: race!.marketId,
      instructions: [
        {
          orderType: 'LIMIT',
          selectionId: runner!.selectionId,
          side: 'BACK',
          limitOrder: { price: 1000, size: 2, persistenceType: 'LAPSE' },
        },
      ],
    });
    const held: number[] = [];
    for (let step = 0; step < 33; step += 1) {
      clock.advance(HOUR);
      await world.signIn();
      const now = clock.now();
      const at = new Date(now).toISOString();
      expect((await listAll(world, { inPlayOnly: true }, 1)).length, at).toBeGreaterThan(0);
      for (const sport of Object.values(SPORTS)) {
        const upcoming = await listAll(world, { eventTypeIds: [sport.id], marketStartTime: { from: at } }, 1);
        expect(upcoming.length, `${sport.name} ${at}`).toBeGreaterThan(0);
      }
      expect(await listAll(world, { eventTypeIds: RACING_IDS, ...before(now - HOUR) }), at).toEqual([]);
      expect(await listAll(world, before(now - 4 * HOUR)), at).toEqual([]);
      held.push(simulator.exchange.markets.size);
    }
    // Bounded: after the first half day, no more markets than in it, give or take a busy hour.
    const firstDay = Math.max(...held.slice(0, 12));
    expect(Math.max(...held.slice(12))).toBeLessThan(firstDay * 1.2);
    expect(simulator.exchange.markets.has(race!.marketId)).toBe(false);
    const cleared = await world.call<{ clearedOrders: Array<{ marketId: string }> }>('listClearedOrders', {
      betStatus: 'LAPSED',
    });
    expect(cleared.clearedOrders.map((order) => order.marketId)).toEqual([race!.marketId]);
    await world.signIn();
    // Past the bet history's reach, the record goes too.
    clock.advance(CLEARED_RETENTION_MS);
    pruneHistory(simulator.exchange, CLEARED_RETENTION_MS);
    expect(simulator.exchange.cleared).toEqual([]);
  }, 300_000); // a hang bound, not a speed limit: a saturated 2-core machine takes minutes
});
