// A small Exchange Stream API client over a real socket (plain or TLS, trusting a given PEM),
// reading CRLF lines: used by this folder's tests and by the fan-out benchmark in bench/.
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export type StreamMessage = Record<string, unknown> & { op?: string };

export interface StreamClientOptions {
  readonly port: number;
  readonly host?: string;
  /** Connect with TLS, trusting this certificate (StreamServer.certificatePem). */
  readonly ca?: string;
}

export class StreamClient {
  /** Every message received, in order. */
  readonly received: StreamMessage[] = [];
  /** Raw lines received (to check framing). */
  readonly lines: string[] = [];
  private cursor = 0;
  private buffer = '';
  private waiters: Array<() => void> = [];
  private ended = false;
  readonly closed: Promise<void>;

  private constructor(readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let index = this.buffer.indexOf('\r\n');
      while (index !== -1) {
        const line = this.buffer.slice(0, index);
        this.buffer = this.buffer.slice(index + 2);
        this.lines.push(line);
        this.received.push(JSON.parse(line) as StreamMessage);
        index = this.buffer.indexOf('\r\n');
      }
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', () => {
        this.ended = true;
        this.wake();
        resolve();
      });
    });
    socket.on('error', () => undefined);
  }

  static connect(options: StreamClientOptions): Promise<StreamClient> {
    const host = options.host ?? '127.0.0.1';
    return new Promise((resolve, reject) => {
      const socket =
        options.ca === undefined
          ? connectTcp({ port: options.port, host }, () => {
              resolve(new StreamClient(socket));
            })
          : connectTls({ port: options.port, host, ca: options.ca, servername: 'localhost' }, () => {
              resolve(new StreamClient(socket));
            });
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.ended;
  }

  send(message: unknown): void {
    this.socket.write(`${JSON.stringify(message)}\r\n`);
  }

  sendRaw(text: string): void {
    this.socket.write(text);
  }

  /**
   * The next unread message that satisfies `match` (others before it are skipped). The timeout
   * only bounds a hang: on a saturated machine a reply can take seconds, which is no failure.
   */
  async next(
    match: (message: StreamMessage) => boolean = () => true,
    timeoutMs = 30_000,
  ): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.received.length) {
        const message = this.received[this.cursor]!;
        this.cursor += 1;
        if (match(message)) return message;
      }
      if (this.ended) throw new Error('Stream closed while waiting for a message');
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No matching message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a request and waits for its status. */
  async request(message: Record<string, unknown>): Promise<StreamMessage> {
    this.send(message);
    return this.next((reply) => reply.op === 'status' && reply.id === message.id);
  }

  /** Messages not read yet, without consuming them. */
  unread(): StreamMessage[] {
    return this.received.slice(this.cursor);
  }

  close(): void {
    this.socket.destroy();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }
}
