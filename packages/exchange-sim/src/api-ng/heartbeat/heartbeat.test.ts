// The heartbeat API's dead man's switch over HTTP (betfair-protocol §4.4), on a ManualClock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limitInstruction, startApiNg, type ApiNgHarness } from '../testing/api-ng-harness.js';

let api: ApiNgHarness;
const MARKET = '1.100000001';

const heartbeat = (preferredTimeoutSeconds: unknown, accountId = 'a') =>
  api.call<{ actionPerformed: string; actualTimeoutSeconds: number }>(
    'heartbeat',
    { preferredTimeoutSeconds },
    accountId,
    'heartbeat',
  );
const executable = async (accountId: string) =>
  (
    await api.call<{ currentOrders: unknown[] }>(
      'listCurrentOrders',
      { orderProjection: 'EXECUTABLE' },
      accountId,
    )
  ).currentOrders.length;

beforeEach(async () => {
  api = await startApiNg();
  api.addMarket();
  await api.call('placeOrders', {
    marketId: MARKET,
    instructions: [limitInstruction(1000, 'BACK', 3, 5), limitInstruction(1001, 'LAY', 2, 5)],
  });
  await api.call(
    'placeOrders',
    { marketId: MARKET, instructions: [limitInstruction(1000, 'BACK', 4, 5)] },
    'b',
  );
});
afterEach(async () => {
  await api.close();
});

describe('heartbeat', () => {
  it('clamps the timeout and cancels the account’s unmatched bets when it passes', async () => {
    expect(await heartbeat('5')).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 10 });
    api.clock.advance(9_000);
    expect(await heartbeat(10)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 10 });
    api.clock.advance(9_000);
    expect(await executable('a')).toBe(2);
    api.clock.advance(1_000);
    expect(await executable('a')).toBe(0);
    expect(await executable('b')).toBe(1);
    expect(await heartbeat(0)).toEqual({ actionPerformed: 'ALL_BETS_CANCELLED', actualTimeoutSeconds: 0 });
    expect(await heartbeat(0)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 0 });
  });

  it('unregisters with 0 and caps long timeouts at 300 s', async () => {
    expect(await heartbeat(3600)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 300 });
    expect(await heartbeat(0)).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 0 });
    api.clock.advance(600_000);
    expect(await executable('a')).toBe(2);
  });

  it('refuses negative timeouts', async () => {
    await expect(heartbeat(-1)).rejects.toMatchObject({
      errorCode: 'INVALID_INPUT_DATA',
      error: { message: 'HBT-0001' },
    });
  });
});
