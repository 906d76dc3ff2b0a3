import { describe, expect, it } from 'vitest';
import { CLIENT_CLOSED } from './api-ng-error.js';
import { RestTransport } from './transport.js';

function recordingFetch() {
  const sent: string[] = [];
  const fetch = ((url: string) => {
    sent.push(url);
    return Promise.resolve(new Response('[]', { status: 200 }));
  }) as unknown as typeof globalThis.fetch;
  return { sent, fetch };
}

/**
 * A transport allowing one call a second on a clock of its own: sleeping moves the clock on at
 * once, so a queued call goes as soon as its second comes.
 */
function oneCallASecond(fetch: typeof globalThis.fetch, isOpen?: () => boolean) {
  const clock = { time: 0 };
  const transport = new RestTransport({
    bettingUrl: 'http://127.0.0.1:1/exchange/betting/rest/v1.0',
    accountUrl: 'http://127.0.0.1:1/exchange/account/rest/v1.0',
    appKey: 'key',
    callsPerSecond: 1,
    timer: { now: () => clock.time, sleep: (ms) => Promise.resolve(void (clock.time += ms)) },
    fetch,
    ...(isOpen === undefined ? {} : { isOpen }),
  });
  return { clock, transport };
}

describe('REST transport timing (trading-core §9)', () => {
  it('sends at once, in the calling task, while the second has room; later calls wait their turn', async () => {
    const { sent, fetch } = recordingFetch();
    const { clock, transport } = oneCallASecond(fetch);
    const first = transport.call('betting', 'placeOrders', {});
    // No await yet: the request already left (a one-click bet goes before the page redraws).
    expect(sent).toEqual(['http://127.0.0.1:1/exchange/betting/rest/v1.0/placeOrders/']);
    const second = transport.call('betting', 'listCurrentOrders', {});
    expect(sent).toHaveLength(1); // the second has no room left: this one is queued
    await Promise.all([first, second]);
    expect(sent).toHaveLength(2);
    expect(clock.time).toBe(1000);
  });

  it('refuses, unsent, a call still waiting its turn when its session has ended', async () => {
    const { sent, fetch } = recordingFetch();
    let open = true;
    const { transport } = oneCallASecond(fetch, () => open);
    const first = transport.call('betting', 'listCurrentOrders', {});
    const queued = transport.call('betting', 'placeOrders', {});
    open = false; // signed out before the queued call's second came
    await first;
    await expect(queued).rejects.toMatchObject({ errorCode: CLIENT_CLOSED });
    expect(sent).toEqual(['http://127.0.0.1:1/exchange/betting/rest/v1.0/listCurrentOrders/']);
  });
});
