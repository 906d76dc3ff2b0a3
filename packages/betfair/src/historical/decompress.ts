// Historical files come plain, gzip (`.gz`) or bzip2 (`.bz2`, how Betfair's historical data site
// serves them); which one is told by the magic bytes, never by the name. bzip2 is decoded in pure
// JavaScript (seek-bzip): no native binary to install. Both decoders stop at `maxBytes` of output,
// so a small upload cannot expand into gigabytes (a compression bomb).
import { gunzipSync } from 'node:zlib';
import Bunzip from 'seek-bzip';

export type HistoricalCompression = 'gzip' | 'bzip2' | 'plain';

/** The decompressed size a historical file may reach by default: 512 MiB. */
export const MAX_HISTORICAL_BYTES = 512 * 1024 * 1024;

export class HistoricalDecompressionError extends Error {
  override readonly name = 'HistoricalDecompressionError';
}

export function historicalCompression(bytes: Uint8Array): HistoricalCompression {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  // "BZh" then the block size digit 1–9.
  if (bytes[0] === 0x42 && bytes[1] === 0x5a && bytes[2] === 0x68 && bytes[3]! >= 0x31 && bytes[3]! <= 0x39)
    return 'bzip2';
  return 'plain';
}

class BoundedSink {
  private buffer: Buffer;
  private length = 0;

  constructor(private readonly maxBytes: number) {
    this.buffer = Buffer.alloc(Math.min(64 * 1024, maxBytes));
  }

  writeByte(byte: number): void {
    if (this.length === this.buffer.length) {
      if (this.length >= this.maxBytes) throw new HistoricalDecompressionError(this.tooLarge());
      const grown = Buffer.alloc(Math.min(this.buffer.length * 2, this.maxBytes));
      this.buffer.copy(grown);
      this.buffer = grown;
    }
    this.buffer[this.length] = byte;
    this.length += 1;
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  tooLarge(): string {
    return `decompresses to more than ${Math.floor(this.maxBytes / (1024 * 1024))} MiB`;
  }
}

/** The file's bytes decompressed; a broken or oversized archive is a HistoricalDecompressionError. */
export function decompressHistorical(bytes: Uint8Array, maxBytes = MAX_HISTORICAL_BYTES): Buffer {
  const kind = historicalCompression(bytes);
  if (kind === 'plain') {
    if (bytes.length > maxBytes) throw new HistoricalDecompressionError(new BoundedSink(maxBytes).tooLarge());
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  }
  if (kind === 'gzip') {
    try {
      return gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new HistoricalDecompressionError(
        code === 'ERR_BUFFER_TOO_LARGE'
          ? new BoundedSink(maxBytes).tooLarge()
          : `broken gzip data (${(error as Error).message})`,
      );
    }
  }
  const sink = new BoundedSink(maxBytes);
  try {
    // Multistream: pbzip2 and some archivers write one bzip2 stream per block, concatenated.
    Bunzip.decode(bytes, sink, true);
  } catch (error) {
    if (error instanceof HistoricalDecompressionError) throw error;
    throw new HistoricalDecompressionError(`broken bzip2 data (${(error as Error).message})`);
  }
  return sink.bytes();
}
