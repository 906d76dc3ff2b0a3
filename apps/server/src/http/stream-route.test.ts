// The /stream bridge's door on a real product (issue 14 §4): pages of PUBLIC_URL only, a socket
// must authenticate with a token the exchange accepts, and an address holds a bounded number.
import { SIM_DEFAULTS } from '@greenbook/exchange-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO, startTestServer, type TestServer } from '../testing/server-harness.js';
import { STREAM_GATE_CLOSE } from './stream-gate.js';

const PUBLIC_URL = 'http://greenbook.test:8080';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL, STREAM_MAX_PER_ADDRESS: '2' });
});
afterAll(() => server.stop());

interface Opened {
  readonly socket: WebSocket;
  readonly lines: Array<Record<string, unknown>>;
  readonly closed: Promise<{ code: number; reason: string }>;
}

/** A socket to /stream from a page of `origin` (null: a client that sends none), once it is open. */
async function openStream(origin: string | null = PUBLIC_URL): Promise<Opened> {
  const socket = new WebSocket(`${server.base.replace('http', 'ws')}/stream`, {
    ...(origin === null ? {} : { origin }),
  });
  const lines: Array<Record<string, unknown>> = [];
  socket.on('message', (data: Buffer) => {
    for (const line of data.toString().split('\r\n'))
      if (line !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, lines, closed };
}

const authenticate = (opened: Opened, session: string): void =>
  opened.socket.send(JSON.stringify({ op: 'authentication', id: 1, appKey: SIM_DEFAULTS.appKey, session }));

describe('the stream bridge', () => {
  it("refuses the upgrade (403) unless the page's Origin is PUBLIC_URL's", async () => {
    for (const origin of ['http://evil.example', 'http://greenbook.test:9999', null]) {
      await expect(openStream(origin)).rejects.toThrow('Unexpected server response: 403');
    }
  });

  it('bridges a socket whose first message authenticates with a token the exchange accepts', async () => {
    const opened = await openStream();
    await expect.poll(() => opened.lines.map((line) => line.op)).toContain('connection');
    authenticate(opened, server.tokenFor(DEMO.accountId));
    await expect
      .poll(() => opened.lines.find((line) => line.op === 'status'))
      .toMatchObject({ id: 1, statusCode: 'SUCCESS' });
    opened.socket.close();
    await opened.closed;
  });

  it('closes with 4401 and a status the client understands when the token is refused', async () => {
    const opened = await openStream();
    authenticate(opened, 'made-up-token');
    expect(await opened.closed).toMatchObject({ code: STREAM_GATE_CLOSE.notAuthenticated });
    expect(opened.lines.find((line) => line.op === 'status')).toMatchObject({
      id: 1,
      statusCode: 'FAILURE',
      errorCode: 'INVALID_SESSION_INFORMATION',
    });
  });

  it('closes a socket past the per-address cap with 4429, and takes one again when a place frees', async () => {
    const [first, second] = [await openStream(), await openStream()];
    const third = await openStream();
    expect(await third.closed).toMatchObject({ code: STREAM_GATE_CLOSE.tooManyFromAddress });
    first.socket.close();
    await first.closed;
    const again = await openStream();
    await expect.poll(() => again.lines.map((line) => line.op)).toContain('connection');
    for (const opened of [second, again]) {
      opened.socket.close();
      await opened.closed;
    }
  });
});
