// The gate of the /stream bridge, on a stand-in socket and fake timers: nothing reaches the bridge
// before an accepted authentication, and every refusal says why with a status line and a code.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gateStream, STREAM_AUTHENTICATION_MS, STREAM_GATE_CLOSE, StreamCounter } from './stream-gate.js';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: { code: number | undefined; reason: string | undefined } | undefined;
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
    this.emit('close');
  }
  browserSends(text: string): void {
    this.emit('message', Buffer.from(text), false);
  }
}

const authentication = (session: string) =>
  JSON.stringify({ op: 'authentication', id: 1, appKey: 'k', session });

function gate(answer: () => Promise<'accepted' | 'refused' | 'limited'>) {
  const socket = new FakeSocket();
  const checked: string[] = [];
  const bridged: string[] = [];
  const client = gateStream(socket, (session) => {
    checked.push(session);
    return answer();
  });
  client.on('message', (data) => bridged.push((data as Buffer).toString('utf8')));
  const status = () => socket.sent.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { socket, checked, bridged, status };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the stream gate', () => {
  it('passes the authentication and what follows once the token is accepted, in order', async () => {
    let accept: (answer: 'accepted') => void = () => undefined;
    const { socket, checked, bridged } = gate(() => new Promise((resolve) => (accept = resolve)));
    socket.browserSends(authentication('good'));
    socket.browserSends('{"op":"heartbeat","id":2}');
    expect(checked).toEqual(['good']);
    expect(bridged).toEqual([]);
    accept('accepted');
    await vi.advanceTimersByTimeAsync(0);
    expect(bridged).toEqual([authentication('good'), '{"op":"heartbeat","id":2}']);
    socket.browserSends('{"op":"marketSubscription","id":3}');
    expect(bridged).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(STREAM_AUTHENTICATION_MS * 2);
    expect(socket.closedWith).toBeUndefined();
  });

  it('closes a socket that does not authenticate in time with a TIMEOUT status and 4408', async () => {
    const { socket, bridged, status } = gate(() => Promise.resolve('accepted'));
    await vi.advanceTimersByTimeAsync(STREAM_AUTHENTICATION_MS - 1);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith?.code).toBe(STREAM_GATE_CLOSE.authenticationTimeout);
    expect(status()).toEqual([
      expect.objectContaining({ op: 'status', statusCode: 'FAILURE', errorCode: 'TIMEOUT' }),
    ]);
    expect(bridged).toEqual([]);
  });

  it('closes with 4401 when the first message is no authentication, or the token is refused', async () => {
    const first = gate(() => Promise.resolve('accepted'));
    first.socket.browserSends('{"op":"marketSubscription","id":1}');
    expect(first.socket.closedWith?.code).toBe(STREAM_GATE_CLOSE.notAuthenticated);
    expect(first.checked).toEqual([]);
    expect(first.bridged).toEqual([]);

    const refused = gate(() => Promise.resolve('refused'));
    refused.socket.browserSends(authentication('made-up'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.socket.closedWith?.code).toBe(STREAM_GATE_CLOSE.notAuthenticated);
    expect(refused.status()).toEqual([
      expect.objectContaining({
        id: 1,
        statusCode: 'FAILURE',
        errorCode: 'INVALID_SESSION_INFORMATION',
        connectionClosed: true,
      }),
    ]);
    expect(refused.bridged).toEqual([]);

    const limited = gate(() => Promise.resolve('limited'));
    limited.socket.browserSends(authentication('made-up'));
    await vi.advanceTimersByTimeAsync(0);
    expect(limited.socket.closedWith?.code).toBe(STREAM_GATE_CLOSE.tooManyFromAddress);
  });
});

describe('counting streams', () => {
  it('admits up to the cap per address and in all, and frees places on release', () => {
    const counter = new StreamCounter({ maxPerAddress: 2, maxTotal: 3 });
    expect(counter.admit('a')).toBe('admitted');
    expect(counter.admit('a')).toBe('admitted');
    expect(counter.admit('a')).toBe('tooManyFromAddress');
    expect(counter.admit('b')).toBe('admitted');
    expect(counter.admit('c')).toBe('tooManyInTotal');
    counter.release('a');
    expect(counter.admit('c')).toBe('admitted');
    expect(counter.admit('a')).toBe('tooManyInTotal');
  });
});
