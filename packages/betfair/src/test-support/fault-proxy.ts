// A TCP proxy for tests that breaks connections the ways real networks do (exchange-client issue,
// "Done when"): drop both sides, stall one direction, half-close, drip bytes slowly, or corrupt a
// message on its way to the client.
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

type Fault = 'none' | 'stall' | 'drip';

export class FaultProxy {
  private server: Server | undefined;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();
  private mode: Fault = 'none';
  private dripMs = 5;
  private corruption: { text: string; replacement: string } | undefined;
  /** How many chunks `corruptNext` has mangled. */
  corrupted = 0;
  port = 0;

  constructor(
    private readonly upstreamHost: string,
    private readonly upstreamPort: number,
  ) {}

  async listen(): Promise<void> {
    this.server = createServer((client) => this.pipe(client));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Destroys every live connection at once (both sides see a reset). */
  dropAll(): void {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
  }

  /** Stops forwarding from the exchange to clients until `heal()`; nothing is lost, only held. */
  stall(): void {
    this.mode = 'stall';
    for (const { upstream } of this.pairs) upstream.pause();
  }

  /** Forwards from the exchange one byte every `ms`. */
  drip(ms = 5): void {
    this.mode = 'drip';
    this.dripMs = ms;
  }

  /**
   * Replaces `text` with `replacement` in the next exchange → client chunk holding it (a message
   * damaged on the way; a text split across two chunks is not found, so tests wait on `corrupted`).
   */
  corruptNext(text: string, replacement: string): void {
    this.corruption = { text, replacement };
  }

  heal(): void {
    this.mode = 'none';
    for (const { upstream } of this.pairs) upstream.resume();
  }

  /** Ends the exchange → client direction only (the client sees EOF, its writes still flow). */
  halfClose(): void {
    for (const { client } of this.pairs) client.end();
  }

  get connections(): number {
    return this.pairs.size;
  }

  async close(): Promise<void> {
    this.dropAll();
    if (this.server !== undefined) {
      this.server.close();
      await once(this.server, 'close');
    }
  }

  private corrupt(chunk: Buffer): Buffer {
    const corruption = this.corruption;
    if (corruption === undefined) return chunk;
    const text = chunk.toString('utf8');
    if (!text.includes(corruption.text)) return chunk;
    this.corruption = undefined;
    this.corrupted += 1;
    return Buffer.from(text.replace(corruption.text, corruption.replacement), 'utf8');
  }

  private pipe(client: Socket): void {
    const upstream = connect({ host: this.upstreamHost, port: this.upstreamPort });
    const pair = { client, upstream };
    this.pairs.add(pair);
    const end = (): void => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    if (this.mode === 'stall') upstream.pause();
    // Exchange → client bytes go through one queue and one writer, so dripping and healing never
    // reorder them.
    const queue: Buffer[] = [];
    let writing = false;
    const pump = (): void => {
      if (client.destroyed) return;
      const chunk = queue[0];
      if (chunk === undefined) {
        writing = false;
        return;
      }
      writing = true;
      if (this.mode !== 'drip') {
        queue.shift();
        client.write(chunk);
        pump();
        return;
      }
      client.write(chunk.subarray(0, 1));
      if (chunk.length > 1) queue[0] = chunk.subarray(1);
      else queue.shift();
      setTimeout(pump, this.dripMs);
    };
    upstream.on('data', (chunk: Buffer) => {
      queue.push(this.corrupt(chunk));
      if (!writing) pump();
    });
  }
}
