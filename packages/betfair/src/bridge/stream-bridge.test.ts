import { createServer, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { bridgeStream, DEFAULT_BRIDGE_LIMITS, type BridgeEvent } from './stream-bridge.js';

/** An upstream peer that greets like ESA and answers each request line with a status. */
async function fakeExchange(): Promise<{
  server: Server;
  port: number;
  received: string[];
  sockets: Socket[];
}> {
  const received: string[] = [];
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => socket.destroy()); // the bridge may hang up mid-write
    socket.setEncoding('utf8');
    socket.write('{"op":"connection","connectionId":"c1"}\r\n');
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let i = buffer.indexOf('\r\n'); i !== -1; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        received.push(line);
        const { id } = JSON.parse(line) as { id: number };
        socket.write(`{"op":"status","id":${id},"statusCode":"SUCCESS"}\r\n`);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as { port: number }).port, received, sockets };
}

async function bridgeServer(port: number, limits = DEFAULT_BRIDGE_LIMITS, events: BridgeEvent[] = []) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  wss.on('connection', (socket) =>
    bridgeStream(socket, { host: '127.0.0.1', port }, limits, (event) => events.push(event)),
  );
  return { wss, url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}` };
}

function collect(socket: WebSocket): string[] {
  const lines: string[] = [];
  socket.on('message', (data: Buffer) => lines.push(data.toString('utf8')));
  return lines;
}

/** Waits for what the sockets report; the timeout bounds a hang, not the machine's speed. */
const until = (check: () => boolean) => vi.waitUntil(check, { timeout: 30_000, interval: 10 });

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

describe('stream bridge (exchange-client issue §4)', () => {
  it('passes lines both ways and closes the exchange side when the browser leaves', async () => {
    const exchange = await fakeExchange();
    const events: BridgeEvent[] = [];
    const { wss, url } = await bridgeServer(exchange.port, DEFAULT_BRIDGE_LIMITS, events);
    cleanups.push(
      () => wss.close(),
      () => exchange.server.close(),
    );
    const browser = new WebSocket(url);
    const lines = collect(browser);
    await once(browser, 'open');
    await until(() => lines.length === 1);
    expect(lines[0]).toBe('{"op":"connection","connectionId":"c1"}\r\n');
    browser.send('{"op":"authentication","id":1,"appKey":"k","session":"secret-token"}');
    await until(() => lines.length === 2);
    expect(exchange.received).toEqual([
      '{"op":"authentication","id":1,"appKey":"k","session":"secret-token"}',
    ]);
    expect(lines[1]).toBe('{"op":"status","id":1,"statusCode":"SUCCESS"}\r\n');
    browser.close();
    await until(() => events.length === 1);
    await until(() => exchange.sockets[0]!.destroyed || exchange.sockets[0]!.readableEnded);
    expect(events[0]).toMatchObject({ type: 'closed', clientMessages: 1, upstreamLines: 2 });
    expect(JSON.stringify(events)).not.toContain('secret-token');
  });

  it('closes the browser side when the exchange closes', async () => {
    const exchange = await fakeExchange();
    const { wss, url } = await bridgeServer(exchange.port);
    cleanups.push(
      () => wss.close(),
      () => exchange.server.close(),
    );
    const browser = new WebSocket(url);
    await once(browser, 'open');
    await until(() => exchange.sockets.length === 1);
    exchange.sockets[0]!.destroy();
    const [code] = (await once(browser, 'close')) as [number];
    expect(code).toBe(1000);
  });

  it('refuses oversized and too frequent messages by closing both sides', async () => {
    const exchange = await fakeExchange();
    const { wss, url } = await bridgeServer(exchange.port, {
      ...DEFAULT_BRIDGE_LIMITS,
      maxClientMessageBytes: 100,
      maxClientMessagesPerSecond: 2,
    });
    cleanups.push(
      () => wss.close(),
      () => exchange.server.close(),
    );
    const big = new WebSocket(url);
    await once(big, 'open');
    big.send('x'.repeat(101));
    const [bigCode] = (await once(big, 'close')) as [number];
    expect(bigCode).toBe(1009);
    const chatty = new WebSocket(url);
    await once(chatty, 'open');
    for (let i = 0; i < 10; i += 1) chatty.send(`{"op":"heartbeat","id":${i}}`);
    const [chattyCode] = (await once(chatty, 'close')) as [number];
    expect(chattyCode).toBe(1008);
  });

  it('closes the browser with 1011 when the exchange cannot be reached', async () => {
    const exchange = await fakeExchange();
    const port = exchange.port;
    exchange.server.close();
    await once(exchange.server, 'close');
    const { wss, url } = await bridgeServer(port);
    cleanups.push(() => wss.close());
    const browser = new WebSocket(url);
    const [code] = (await once(browser, 'close')) as [number];
    expect(code).toBe(1011);
  });
});
