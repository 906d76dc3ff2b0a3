// Betfair historical data files (betfair-protocol §6): newline-delimited mcm messages, plain or
// gzip-compressed (detected by the gzip magic bytes, whatever the file name says).
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** The lines of a historical file, decompressed, without line terminators or blank lines. */
export async function readHistoricalLines(path: string): Promise<string[]> {
  const raw = await readFile(path);
  const content = raw[0] === GZIP_MAGIC[0] && raw[1] === GZIP_MAGIC[1] ? gunzipSync(raw) : raw;
  return content
    .toString('utf8')
    .split('\n')
    .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
    .filter((line) => line.trim() !== '');
}
