import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiNg, type ApiNgHarness } from '../api-ng/testing/api-ng-harness.js';

let api: ApiNgHarness;

beforeAll(async () => {
  api = await startApiNg();
});

afterAll(async () => {
  await api.close();
});

describe('the exchange plugin', () => {
  it('serves the in-play service and silks beside API-NG, without credentials', async () => {
    api.simulator.scoreboard.set({
      eventId: '30000009',
      eventTypeId: '1',
      homeName: 'Leeds',
      awayName: 'Hull',
      startTime: '2026-01-01T15:00:00.000Z',
      matchStatus: 'FIRST_HALF',
      timeElapsed: 10,
      elapsedRegularTime: 10,
      score: { home: { name: 'Leeds', score: '0' }, away: { name: 'Hull', score: '0' } },
      updateDetails: [],
      broadcasts: { isLiveVideoAvailable: false, isDataVisualizationAvailable: false, tv: [] },
    });
    const scores = await fetch(`${api.baseUrl}/inplayservice/v1/scores?eventIds=30000009&regionCode=UK`);
    expect(scores.status).toBe(200);
    expect(await scores.json()).toEqual([expect.objectContaining({ eventId: 30000009, timeElapsed: 10 })]);
    const silk = await fetch(`${api.baseUrl}/feeds_images/Horses/SilkColours/1234567.jpg`);
    expect(silk.status).toBe(200);
    expect(silk.headers.get('content-type')).toBe('image/svg+xml');
  });
});
