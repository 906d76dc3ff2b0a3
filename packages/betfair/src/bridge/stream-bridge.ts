// The stream bridge (exchange-client issue §4): browsers cannot open the exchange's TCP/TLS
// stream, so the product server gives each browser WebSocket its own upstream ESA connection and
// passes lines both ways. It holds no trading state, bounds what a client may send (size and
// rate) and what it may leave unread, closes both sides together and never logs message content
// (authentication lines carry session tokens).
import { isIP, connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { RawData } from 'ws';
import { LineFramer } from '../stream/session/line-framer.js';
import type { NodeStreamEndpoint } from '../stream/session/node-transport.js';

export interface BridgeLimits {
  /** Largest message a client may send (bytes). */
  readonly maxClientMessageBytes: number;
  /** Client messages allowed per second (a burst of twice this is tolerated). */
  readonly maxClientMessagesPerSecond: number;
  /** Unsent bytes queued towards a slow browser before the bridge gives up on it. */
  readonly maxClientBufferedBytes: number;
  /** Longest line accepted from the exchange (bytes). */
  readonly maxUpstreamLineBytes: number;
}

export const DEFAULT_BRIDGE_LIMITS: BridgeLimits = {
  maxClientMessageBytes: 64 * 1024,
  maxClientMessagesPerSecond: 20,
  maxClientBufferedBytes: 16 * 1024 * 1024,
  maxUpstreamLineBytes: 16 * 1024 * 1024,
};

/** WebSocket close codes the bridge uses (RFC 6455). */
export const BRIDGE_CLOSE = { normal: 1000, policy: 1008, tooBig: 1009, upstream: 1011 } as const;

/** The parts of a server-side WebSocket (`ws`, as @fastify/websocket hands it over) the bridge uses. */
export interface BridgeClientSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly CONNECTING: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
  on(event: 'close' | 'error', listener: () => void): unknown;
}

export type BridgeEvent = { type: 'closed'; reason: string; clientMessages: number; upstreamLines: number };

function openUpstream(endpoint: NodeStreamEndpoint): Socket {
  return endpoint.tls === undefined || endpoint.tls === false
    ? netConnect({ host: endpoint.host, port: endpoint.port })
    : tlsConnect({
        host: endpoint.host,
        port: endpoint.port,
        // SNI carries host names only (RFC 6066); an address is verified against the IP SANs.
        ...(isIP(endpoint.host) === 0 ? { servername: endpoint.host } : {}),
        ...(endpoint.tls === true ? {} : endpoint.tls),
      });
}

/** Bridges one browser WebSocket to a fresh upstream stream connection until either closes. */
export function bridgeStream(
  client: BridgeClientSocket,
  endpoint: NodeStreamEndpoint,
  limits: BridgeLimits = DEFAULT_BRIDGE_LIMITS,
  onEvent?: (event: BridgeEvent) => void,
): void {
  const upstream = openUpstream(endpoint);
  const framer = new LineFramer(limits.maxUpstreamLineBytes);
  let clientMessages = 0;
  let upstreamLines = 0;
  let allowance = limits.maxClientMessagesPerSecond * 2;
  let lastRefill = Date.now();
  let closed = false;

  const closeBoth = (code: number, reason: string): void => {
    if (closed) return;
    closed = true;
    upstream.destroy();
    if (client.readyState === client.OPEN || client.readyState === client.CONNECTING)
      client.close(code, reason);
    onEvent?.({ type: 'closed', reason, clientMessages, upstreamLines });
  };

  upstream.setEncoding('utf8');
  upstream.setNoDelay(true);
  upstream.on('data', (chunk: string) => {
    for (const line of framer.push(chunk)) {
      upstreamLines += 1;
      client.send(`${line}\r\n`);
    }
    if (client.bufferedAmount > limits.maxClientBufferedBytes)
      closeBoth(BRIDGE_CLOSE.policy, 'client too slow');
  });
  upstream.on('error', () => closeBoth(BRIDGE_CLOSE.upstream, 'exchange stream unavailable'));
  upstream.on('close', () => closeBoth(BRIDGE_CLOSE.normal, 'exchange stream closed'));

  client.on('message', (data, isBinary) => {
    if (closed) return;
    const now = Date.now();
    allowance = Math.min(
      limits.maxClientMessagesPerSecond * 2,
      allowance + ((now - lastRefill) / 1000) * limits.maxClientMessagesPerSecond,
    );
    lastRefill = now;
    if (allowance < 1) {
      closeBoth(BRIDGE_CLOSE.policy, 'too many messages');
      return;
    }
    allowance -= 1;
    const size = Array.isArray(data)
      ? data.reduce((sum, part) => sum + part.length, 0)
      : data instanceof ArrayBuffer
        ? data.byteLength
        : data.length;
    if (isBinary || size > limits.maxClientMessageBytes) {
      closeBoth(
        isBinary ? BRIDGE_CLOSE.policy : BRIDGE_CLOSE.tooBig,
        isBinary ? 'text frames only' : 'message too big',
      );
      return;
    }
    clientMessages += 1;
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data).toString('utf8');
    for (const line of text.split(/\r?\n/)) if (line.trim() !== '') upstream.write(`${line}\r\n`);
  });
  client.on('close', () => closeBoth(BRIDGE_CLOSE.normal, 'browser closed'));
  client.on('error', () => closeBoth(BRIDGE_CLOSE.normal, 'browser socket error'));
}
