// The door of the /stream bridge (issue 14 §4). Each socket holds an upstream connection to the
// exchange, so only the product's own pages may open one (Origin is PUBLIC_URL's), an address may
// hold only a few and the process a bounded number, and a socket whose first message is not an
// authentication with a token the exchange accepts is closed within seconds. The exchange's
// `connection` line still reaches the browser at once (the client authenticates on it); nothing
// the browser sends reaches the exchange before its token is accepted.
import type { BridgeClientSocket } from '@greenbook/betfair/node';
import type { RawData } from 'ws';

/** WebSocket close codes of the gate (RFC 6455 private range, HTTP-like). */
export const STREAM_GATE_CLOSE = {
  notAuthenticated: 4401,
  authenticationTimeout: 4408,
  tooManyFromAddress: 4429,
  tooManyInTotal: 4503,
} as const;

/** Time from opening the socket to a first message with an accepted token. */
export const STREAM_AUTHENTICATION_MS = 5_000;
/** Messages a browser may send while its token is being checked (it waits for the answer). */
const MAX_HELD_MESSAGES = 8;

export type StreamAuthentication = 'accepted' | 'refused' | 'limited';

/** Open sockets per address and in all, for one process (each holds this process's descriptors). */
export class StreamCounter {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { readonly maxPerAddress: number; readonly maxTotal: number }) {}

  /** Takes a place for the address, or says which cap is reached. */
  admit(address: string): 'admitted' | 'tooManyFromAddress' | 'tooManyInTotal' {
    const held = this.perAddress.get(address) ?? 0;
    if (this.total >= this.limits.maxTotal) return 'tooManyInTotal';
    if (held >= this.limits.maxPerAddress) return 'tooManyFromAddress';
    this.perAddress.set(address, held + 1);
    this.total += 1;
    return 'admitted';
  }

  release(address: string): void {
    const held = (this.perAddress.get(address) ?? 1) - 1;
    if (held <= 0) this.perAddress.delete(address);
    else this.perAddress.set(address, held);
    this.total -= 1;
  }
}

/** The session token of an authentication message, its id, or undefined when it is none. */
function authenticationOf(data: RawData): { session: string; id: unknown } | undefined {
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');
  let message: unknown;
  try {
    message = JSON.parse(text.trim());
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { op, session, id } = message as { op?: unknown; session?: unknown; id?: unknown };
  return op === 'authentication' && typeof session === 'string' && session !== ''
    ? { session, id }
    : undefined;
}

/**
 * The socket as the bridge sees it: the browser's messages reach the bridge only once the first
 * one authenticated; until then they are held. A refusal is answered as the exchange would (a
 * status line the client understands) and the socket closed with a gate code.
 */
export function gateStream(
  socket: BridgeClientSocket,
  authenticate: (session: string) => Promise<StreamAuthentication>,
  timeoutMs: number = STREAM_AUTHENTICATION_MS,
): BridgeClientSocket {
  const listeners: Array<(data: RawData, isBinary: boolean) => void> = [];
  const held: Array<[RawData, boolean]> = [];
  let state: 'waiting' | 'checking' | 'open' | 'closed' = 'waiting';

  const refuse = (code: number, reason: string, status?: { id: unknown; errorCode: string }): void => {
    if (state === 'closed') return;
    state = 'closed';
    clearTimeout(timer);
    if (status !== undefined && socket.readyState === socket.OPEN) {
      socket.send(
        `${JSON.stringify({
          op: 'status',
          ...(typeof status.id === 'number' ? { id: status.id } : {}),
          statusCode: 'FAILURE',
          errorCode: status.errorCode,
          errorMessage: reason,
          connectionClosed: true,
        })}\r\n`,
      );
    }
    socket.close(code, reason);
  };
  const timer = setTimeout(
    () =>
      refuse(STREAM_GATE_CLOSE.authenticationTimeout, 'authentication timed out', {
        id: undefined,
        errorCode: 'TIMEOUT',
      }),
    timeoutMs,
  );
  socket.on('close', () => {
    state = 'closed';
    clearTimeout(timer);
  });

  socket.on('message', (data, isBinary) => {
    if (state === 'open') {
      for (const listener of listeners) listener(data, isBinary);
      return;
    }
    if (state === 'checking') {
      held.push([data, isBinary]);
      if (held.length > MAX_HELD_MESSAGES) refuse(STREAM_GATE_CLOSE.notAuthenticated, 'authenticate first');
      return;
    }
    if (state !== 'waiting') return;
    const authentication = isBinary ? undefined : authenticationOf(data);
    if (authentication === undefined) {
      refuse(STREAM_GATE_CLOSE.notAuthenticated, 'the first message must be an authentication', {
        id: undefined,
        errorCode: 'NO_SESSION',
      });
      return;
    }
    state = 'checking';
    held.push([data, isBinary]);
    authenticate(authentication.session).then(
      (answer) => {
        if (state !== 'checking') return;
        if (answer === 'accepted') {
          state = 'open';
          clearTimeout(timer);
          for (const [message, binary] of held.splice(0))
            for (const listener of listeners) listener(message, binary);
        } else if (answer === 'limited') {
          refuse(STREAM_GATE_CLOSE.tooManyFromAddress, 'too many refused tokens from this address', {
            id: authentication.id,
            errorCode: 'TOO_MANY_REQUESTS',
          });
        } else {
          refuse(STREAM_GATE_CLOSE.notAuthenticated, 'the exchange does not accept this session', {
            id: authentication.id,
            errorCode: 'INVALID_SESSION_INFORMATION',
          });
        }
      },
      () =>
        refuse(STREAM_GATE_CLOSE.notAuthenticated, 'the session could not be checked', {
          id: authentication.id,
          errorCode: 'UNEXPECTED_ERROR',
        }),
    );
  });

  return {
    get readyState() {
      return socket.readyState;
    },
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    OPEN: socket.OPEN,
    CONNECTING: socket.CONNECTING,
    send: (data) => socket.send(data),
    close: (code, reason) => socket.close(code, reason),
    on(event: 'message' | 'close' | 'error', listener: (...args: never[]) => void) {
      if (event === 'message') listeners.push(listener as (data: RawData, isBinary: boolean) => void);
      else socket.on(event, listener);
      return this;
    },
  };
}
