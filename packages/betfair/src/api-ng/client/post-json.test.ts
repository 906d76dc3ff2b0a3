import { describe, expect, it } from 'vitest';
import { sendHeartbeat } from './heartbeat-client.js';
import { RestTransport } from './transport.js';

/** A fetch that refuses any `this` but none (or the global object), as a browser's window.fetch does. */
function browserLikeFetch(answer: unknown): typeof fetch {
  return function (this: unknown) {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  };
}

describe('the shared POST step', () => {
  it("calls the given fetch as a plain function, as a browser's fetch requires", async () => {
    const transport = new RestTransport({
      bettingUrl: 'http://127.0.0.1:1/exchange/betting/rest/v1.0',
      accountUrl: 'http://127.0.0.1:1/exchange/account/rest/v1.0',
      appKey: 'key',
      auth: { kind: 'bearer', token: 'token' },
      fetch: browserLikeFetch([]),
    });
    await expect(transport.call('betting', 'listEventTypes', { filter: {} })).resolves.toEqual([]);
    const report = await sendHeartbeat(
      {
        url: 'http://127.0.0.1:1/exchange/heartbeat/json-rpc/v1',
        appKey: 'key',
        auth: { kind: 'bearer', token: 'token' },
        fetch: browserLikeFetch({
          jsonrpc: '2.0',
          result: { actionPerformed: 'NONE', actualTimeoutSeconds: 10 },
          id: 1,
        }),
      },
      10,
    );
    expect(report).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 10 });
  });
});
