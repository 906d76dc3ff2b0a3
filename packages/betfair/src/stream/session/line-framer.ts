// Framing of the Exchange Stream API (betfair-protocol §5.1–§5.2): one JSON message per line,
// terminated by CRLF (a bare LF is accepted too). Chunks from the socket arrive split anywhere;
// the framer hands out whole lines and refuses to buffer a line past `maxLineBytes`, so a
// runaway peer cannot exhaust memory (the line is dropped and counted instead).

export const DEFAULT_MAX_LINE_BYTES = 8 * 1024 * 1024;

export class LineFramer {
  private buffer = '';
  /** True while skipping the rest of an oversized line. */
  private discarding = false;
  oversizedLines = 0;

  constructor(private readonly maxLineBytes = DEFAULT_MAX_LINE_BYTES) {}

  /** Adds a chunk; returns the complete lines it finished, without terminators or blanks. */
  push(chunk: string): string[] {
    const lines: string[] = [];
    let start = 0;
    for (let newline = chunk.indexOf('\n'); newline !== -1; newline = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, newline);
      start = newline + 1;
      if (this.discarding) {
        this.discarding = false;
        this.buffer = '';
        continue;
      }
      let line = this.buffer + piece;
      this.buffer = '';
      if (line.endsWith('\r')) line = line.slice(0, -1);
      if (line.length > this.maxLineBytes) {
        this.oversizedLines += 1;
        continue;
      }
      if (line.trim() !== '') lines.push(line);
    }
    if (!this.discarding) {
      this.buffer += chunk.slice(start);
      if (this.buffer.length > this.maxLineBytes) {
        this.oversizedLines += 1;
        this.buffer = '';
        this.discarding = true;
      }
    }
    return lines;
  }

  reset(): void {
    this.buffer = '';
    this.discarding = false;
  }
}

/** trading-core §7: the market stream through the product's WebSocket may be base64 framed. */
export function decodeBase64Frame(frame: string): string {
  return typeof atob === 'function'
    ? new TextDecoder().decode(Uint8Array.from(atob(frame), (c) => c.charCodeAt(0)))
    : frame;
}
