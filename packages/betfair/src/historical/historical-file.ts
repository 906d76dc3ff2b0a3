// Betfair historical data files (betfair-protocol §6): newline-delimited mcm messages, plain,
// gzip- or bzip2-compressed (told apart by the magic bytes, whatever the file name says).
import { readFile } from 'node:fs/promises';
import { decompressHistorical } from './decompress.js';

export * from './decompress.js';

/** The lines of a historical file, decompressed, without line terminators or blank lines. */
export async function readHistoricalLines(path: string): Promise<string[]> {
  return decompressHistorical(await readFile(path))
    .toString('utf8')
    .split('\n')
    .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
    .filter((line) => line.trim() !== '');
}
