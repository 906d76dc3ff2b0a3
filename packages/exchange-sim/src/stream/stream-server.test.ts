import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKET_A, startStreamFixture, type StreamFixture } from './testing/stream-fixture.js';

let fixture: StreamFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

describe('connection and authentication (betfair-protocol §5.1–§5.3)', () => {
  it('follows the §5.11 transcript over TLS with CRLF framing', async () => {
    fixture = await startStreamFixture();
    const { appKey, session } = fixture;
    const client = await fixture.connect(true);
    expect(client.received[0]).toEqual({
      op: 'connection',
      connectionId: expect.stringMatching(/^\d{3}-\d{12}-\d+$/) as unknown,
    });
    expect(await client.request({ op: 'authentication', id: 1, appKey, session })).toEqual({
      op: 'status',
      id: 1,
      statusCode: 'SUCCESS',
      connectionClosed: false,
      connectionsAvailable: 9,
    });
    client.send({
      op: 'marketSubscription',
      id: 2,
      marketFilter: { marketIds: [MARKET_A] },
      marketDataFilter: { fields: ['EX_ALL_OFFERS', 'EX_MARKET_DEF'] },
    });
    expect(await client.next()).toEqual({
      op: 'status',
      id: 2,
      statusCode: 'SUCCESS',
      connectionClosed: false,
    });
    const image = await client.next();
    expect(image).toMatchObject({ op: 'mcm', id: 2, ct: 'SUB_IMAGE', conflateMs: 0, heartbeatMs: 5000 });
    expect(typeof image.initialClk).toBe('string');
    expect(typeof image.clk).toBe('string');
    expect(image.mc).toEqual([
      expect.objectContaining({
        id: MARKET_A,
        img: true,
        marketDefinition: expect.objectContaining({ status: 'OPEN' }) as unknown,
      }),
    ]);
    await fixture.place('b', MARKET_A, [limitLay(1000, 2, 10)]);
    const delta = await client.next();
    expect(delta).toMatchObject({
      op: 'mcm',
      id: 2,
      mc: [{ id: MARKET_A, rc: [{ id: 1000, atb: [[2, 10]] }] }],
    });
    expect(delta.ct).toBeUndefined();
    expect(delta.clk).not.toBe(image.clk);
    expect(client.lines.every((line) => !line.includes('\n'))).toBe(true);
    expect(await client.request({ op: 'heartbeat', id: 5 })).toMatchObject({ statusCode: 'SUCCESS', id: 5 });
  });

  const failures = [
    ['NO_APP_KEY', (_appKey: string, session: string) => ({ session })],
    ['INVALID_APP_KEY', (_appKey: string, session: string) => ({ appKey: 'nope', session })],
    ['NO_SESSION', (appKey: string) => ({ appKey })],
    ['INVALID_SESSION_INFORMATION', (appKey: string) => ({ appKey, session: 'expired-token' })],
  ] as const;
  for (const [code, fields] of failures) {
    it(`answers ${code} and closes the connection`, async () => {
      fixture = await startStreamFixture();
      const client = await fixture.connect();
      const status = await client.request({
        op: 'authentication',
        id: 7,
        ...fields(fixture.appKey, fixture.session),
      });
      expect(status).toMatchObject({
        op: 'status',
        id: 7,
        statusCode: 'FAILURE',
        errorCode: code,
        connectionClosed: true,
      });
      await client.closed;
    });
  }

  it('accepts OAuth access tokens and limits connections per session', async () => {
    fixture = await startStreamFixture({ maxConnectionsPerSession: 2 });
    const token = fixture.simulator.sessions.create('OAUTH', '100001', undefined, '70001').token;
    const first = await fixture.authenticated(token);
    expect(first.received.at(-1)).toMatchObject({ connectionsAvailable: 1 });
    await fixture.authenticated(token);
    const third = await fixture.connect();
    const status = await third.request({
      op: 'authentication',
      id: 1,
      appKey: fixture.appKey,
      session: token,
    });
    expect(status).toMatchObject({ errorCode: 'MAX_CONNECTION_LIMIT_EXCEEDED', connectionClosed: true });
    first.close();
    await first.closed;
    // The server frees the slot when it sees the close: wait for that, not for a guessed 50 ms.
    await vi.waitUntil(() => fixture!.server.connectionCount === 1, { timeout: 30_000 });
    const again = await fixture.authenticated(token);
    expect(again.received.at(-1)).toMatchObject({ statusCode: 'SUCCESS', connectionsAvailable: 0 });
  });

  it('refuses subscriptions before authentication', async () => {
    fixture = await startStreamFixture();
    const client = await fixture.connect();
    const status = await client.request({ op: 'marketSubscription', id: 3, marketFilter: {} });
    expect(status).toMatchObject({ errorCode: 'NOT_AUTHORIZED', connectionClosed: true });
  });

  it('times out an idle unsubscribed connection with the real TIMEOUT text', async () => {
    fixture = await startStreamFixture({ idleTimeoutMs: 150 });
    const client = await fixture.connect();
    const status = await client.next((message) => message.op === 'status');
    expect(status).toEqual({
      op: 'status',
      statusCode: 'FAILURE',
      errorCode: 'TIMEOUT',
      errorMessage: 'Connection is not subscribed and is idle: 150 ms',
      connectionClosed: true,
      connectionId: client.received[0]!.connectionId,
    });
    await client.closed;
  });

  it('keeps a subscribed connection open past the idle time', async () => {
    fixture = await startStreamFixture({ idleTimeoutMs: 100 });
    const client = await fixture.authenticated();
    await client.request({ op: 'orderSubscription', id: 2 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(client.isClosed).toBe(false);
  });

  it('answers undecodable and oversized lines with INVALID_INPUT and closes', async () => {
    fixture = await startStreamFixture({ maxLineBytes: 1000 });
    const bad = await fixture.connect();
    bad.sendRaw('{"op":"heartbeat",\n');
    expect(await bad.next()).toMatchObject({ errorCode: 'INVALID_INPUT', connectionClosed: true });
    await bad.closed;
    const long = await fixture.connect();
    long.sendRaw(`{"op":"heartbeat","pad":"${'x'.repeat(2000)}"}\r\n`);
    expect(await long.next()).toMatchObject({ errorCode: 'INVALID_INPUT', connectionClosed: true });
    await long.closed;
    const unknown = await fixture.connect();
    unknown.sendRaw('{"op":"dance","id":4}\n');
    expect(await unknown.next()).toMatchObject({ id: 4, errorCode: 'INVALID_INPUT' });
  });

  it('answers a bad subscription value with INVALID_REQUEST and the request id', async () => {
    fixture = await startStreamFixture();
    const client = await fixture.authenticated();
    const status = await client.request({
      op: 'marketSubscription',
      id: 9,
      marketDataFilter: { ladderLevels: 11 },
    });
    expect(status).toMatchObject({ id: 9, errorCode: 'INVALID_REQUEST', connectionClosed: true });
  });

  it('keeps the connection open on SUBSCRIPTION_LIMIT_EXCEEDED', async () => {
    fixture = await startStreamFixture({ maxMarketsPerSubscription: 1 });
    const client = await fixture.authenticated();
    const status = await client.request({ op: 'marketSubscription', id: 2, marketFilter: {} });
    expect(status).toMatchObject({ errorCode: 'SUBSCRIPTION_LIMIT_EXCEEDED', connectionClosed: false });
    expect(await client.request({ op: 'heartbeat', id: 3 })).toMatchObject({ statusCode: 'SUCCESS' });
    expect(
      await client.request({ op: 'marketSubscription', id: 4, marketFilter: { marketIds: [MARKET_A] } }),
    ).toMatchObject({
      statusCode: 'SUCCESS',
    });
  });
});

function limitLay(selectionId: number, price: number, size: number) {
  return {
    orderType: 'LIMIT' as const,
    selectionId,
    handicap: 0,
    side: 'LAY' as const,
    limitOrder: { price, size, persistenceType: 'LAPSE' as const },
  };
}
