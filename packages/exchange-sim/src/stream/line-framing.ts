// Framing of the Exchange Stream API (betfair-protocol §5.1): one JSON object per line, CRLF
// terminated. Clients may end lines with a bare LF (Java's readLine accepts both), so we split on
// LF and drop a trailing CR. A line longer than the bound is a protocol error, not a memory leak.

export const DEFAULT_MAX_LINE_BYTES = 1024 * 1024;

export class LineTooLongError extends Error {
  constructor(readonly limit: number) {
    super(`Message longer than ${limit} bytes`);
  }
}

/** Splits a byte stream into lines; keeps the unfinished tail between chunks. */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxLineBytes = DEFAULT_MAX_LINE_BYTES) {}

  /** Lines completed by this chunk (without their terminators). Throws LineTooLongError. */
  push(chunk: Buffer): string[] {
    const lines: string[] = [];
    let start = 0;
    for (let newline = chunk.indexOf(10, start); newline !== -1; newline = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, newline);
      this.checkLength(this.pendingBytes + piece.length);
      const whole = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.pending = [];
      this.pendingBytes = 0;
      const end = whole.length > 0 && whole[whole.length - 1] === 13 ? whole.length - 1 : whole.length;
      lines.push(whole.toString('utf8', 0, end));
      start = newline + 1;
    }
    if (start < chunk.length) {
      const tail = chunk.subarray(start);
      this.checkLength(this.pendingBytes + tail.length);
      this.pending.push(Buffer.from(tail));
      this.pendingBytes += tail.length;
    }
    return lines;
  }

  private checkLength(bytes: number): void {
    if (bytes > this.maxLineBytes) throw new LineTooLongError(this.maxLineBytes);
  }
}

/** One message on the wire: compact JSON and CRLF. */
export const encodeLine = (message: unknown): string => `${JSON.stringify(message)}\r\n`;
