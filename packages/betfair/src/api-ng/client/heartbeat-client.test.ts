import { describe, expect, it } from 'vitest';
import { sendHeartbeat } from './heartbeat-client.js';

const URL = 'http://127.0.0.1:1/exchange/heartbeat/json-rpc/v1';

function answering(status: number, body: unknown, seen: Array<{ url: string; init: RequestInit }> = []) {
  return ((url: string, init: RequestInit) => {
    seen.push({ url, init });
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  }) as unknown as typeof fetch;
}

const options = (fetchFn: typeof fetch) => ({
  url: URL,
  appKey: 'app',
  auth: { kind: 'bearer' as const, token: 'tok' },
  fetch: fetchFn,
});

describe('sendHeartbeat', () => {
  it('posts the JSON-RPC heartbeat with the app key and bearer token and reads the report', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const report = await sendHeartbeat(
      options(
        answering(
          200,
          { jsonrpc: '2.0', result: { actionPerformed: 'NONE', actualTimeoutSeconds: 10 }, id: 1 },
          seen,
        ),
      ),
      7,
    );
    expect(report).toEqual({ actionPerformed: 'NONE', actualTimeoutSeconds: 10 });
    expect(seen[0]?.url).toBe(URL);
    expect(JSON.parse(seen[0]?.init.body as string)).toEqual({
      jsonrpc: '2.0',
      method: 'HeartbeatAPING/v1.0/heartbeat',
      params: { preferredTimeoutSeconds: 7 },
      id: 1,
    });
    expect(seen[0]?.init.headers).toMatchObject({ 'X-Application': 'app', Authorization: 'BEARER tok' });
  });

  it('turns the HBT exception into its errorCode', async () => {
    const error = {
      jsonrpc: '2.0',
      error: {
        code: -32099,
        message: 'HBT-0002',
        data: {
          exceptionname: 'APINGException',
          APINGException: { errorCode: 'INVALID_SESSION_INFORMATION', errorDetails: '', requestUUID: 'x' },
        },
      },
      id: 1,
    };
    await expect(sendHeartbeat(options(answering(200, error)), 10)).rejects.toMatchObject({
      errorCode: 'INVALID_SESSION_INFORMATION',
      losesSession: true,
    });
  });

  it('refuses answers that are not a heartbeat report', async () => {
    for (const result of [
      { actionPerformed: 'EXPLODED', actualTimeoutSeconds: 10 },
      { actionPerformed: 'NONE', actualTimeoutSeconds: '10' },
      { actionPerformed: 'NONE', actualTimeoutSeconds: -1 },
      null,
    ]) {
      await expect(
        sendHeartbeat(options(answering(200, { jsonrpc: '2.0', result, id: 1 })), 10),
      ).rejects.toMatchObject({ errorCode: 'UNEXPECTED_ERROR' });
    }
    await expect(sendHeartbeat(options(answering(502, '<html>')), 10)).rejects.toMatchObject({
      errorCode: 'NO_RESPONSE',
    });
  });

  it('reports a network failure as no response', async () => {
    const failing = (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch;
    await expect(sendHeartbeat(options(failing), 10)).rejects.toMatchObject({ errorCode: 'NO_RESPONSE' });
  });
});
