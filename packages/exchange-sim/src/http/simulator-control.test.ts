import { afterEach, describe, expect, it } from 'vitest';
import { limit } from '../testing/fixtures.js';
import { startApiNg } from '../api-ng/testing/api-ng-harness.js';
import { FAULTS_PATH } from './simulator-control.js';

type Harness = Awaited<ReturnType<typeof startApiNg>>;
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.close();
});

describe('simulator fault controls', () => {
  it('makes the caller’s next placeOrders answer SERVICE_UNAVAILABLE, then TIMEOUT, over HTTP', async () => {
    harness = await startApiNg();
    const market = harness.addMarket();
    const headers = { ...harness.authHeaders('a'), 'content-type': 'application/json' };
    const set = (fault: string, times = 1) =>
      fetch(`${harness!.baseUrl}${FAULTS_PATH}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ fault, times }),
      });
    expect((await set('SERVICE_UNAVAILABLE')).status).toBe(200);
    const place = () =>
      harness!.call<{ status: string; errorCode?: string }>('placeOrders', {
        marketId: market.marketId,
        instructions: [limit(1000, 'BACK', 3, 5)],
      });
    expect(await place()).toMatchObject({ status: 'FAILURE', errorCode: 'SERVICE_UNAVAILABLE' });
    expect((await set('TIMEOUT')).status).toBe(200);
    expect(await place()).toMatchObject({ status: 'TIMEOUT' });
    expect(await place()).toMatchObject({ status: 'SUCCESS' });
    // Another account is untouched; bad requests and missing sessions are refused.
    expect((await set('NOT_A_FAULT')).status).toBe(400);
    expect((await set('TIMEOUT', 0)).status).toBe(400);
    const anonymous = await fetch(`${harness.baseUrl}${FAULTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fault":"TIMEOUT"}',
    });
    expect(anonymous.status).toBe(401);
  });
});
