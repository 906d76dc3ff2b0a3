// Reading a Betfair historical file (betfair-protocol §6): plain, gzip or bzip2 (told apart by the
// magic bytes, not the name; @greenbook/betfair/node decompresses), one mcm per line. Betfair's own
// files (BASIC/ADVANCED/PRO) drop id, ct, initialClk; self-recorded ones keep them — both read the
// same. The file's first market with a definition is the one replayed; everything before that
// definition cannot be placed and is skipped, as are other markets of an event file.
import { readFile } from 'node:fs/promises';
import type { MarketChange, MarketDefinition } from '@greenbook/betfair';
import { decompressHistorical, HistoricalDecompressionError } from '@greenbook/betfair/node';
import { checkLine, HistoricalFileError } from './historical-checks.js';

/** Which recorded ladders stand for the book: full depth when the file has it. */
export type LadderSource = 'full' | 'best' | 'display' | 'none';

export interface HistoricalRecord {
  /** Publish time of the line, epoch ms. */
  readonly pt: number;
  readonly change: MarketChange;
}

export interface HistoricalFile {
  readonly marketId: string;
  readonly firstDefinition: MarketDefinition;
  /** Every change of the market from its first definition on, in file order. */
  readonly records: readonly HistoricalRecord[];
  readonly ladderSource: LadderSource;
}

function decompressed(bytes: Uint8Array, name: string, maxBytes?: number): string {
  try {
    return decompressHistorical(bytes, maxBytes).toString('utf8');
  } catch (error) {
    if (error instanceof HistoricalDecompressionError)
      throw new HistoricalFileError(`${name}: ${error.message}`);
    throw error;
  }
}

function ladderSourceOf(records: readonly HistoricalRecord[]): LadderSource {
  let best = false;
  let display = false;
  for (const { change } of records) {
    for (const runner of change.rc ?? []) {
      if (runner.atb !== undefined || runner.atl !== undefined) return 'full';
      best ||= runner.batb !== undefined || runner.batl !== undefined;
      display ||= runner.bdatb !== undefined || runner.bdatl !== undefined;
    }
  }
  return best ? 'best' : display ? 'display' : 'none';
}

/** Parses the text of a historical file; `name` labels errors. */
export function parseHistorical(text: string, name: string): HistoricalFile {
  const records: HistoricalRecord[] = [];
  let marketId: string | undefined;
  let firstDefinition: MarketDefinition | undefined;
  let lastPt = -Infinity;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const where = `${name}:${index + 1}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new HistoricalFileError(`${where}: not JSON`);
    }
    const { pt, mc } = checkLine(parsed, where);
    // Publish times only move forward; a line stamped earlier is replayed with its predecessor.
    lastPt = Math.max(lastPt, pt);
    for (const change of mc) {
      if (marketId === undefined) {
        if (change.marketDefinition === undefined) continue;
        marketId = change.id;
        firstDefinition = change.marketDefinition;
      }
      if (change.id === marketId) records.push({ pt: lastPt, change });
    }
  }
  if (marketId === undefined || firstDefinition === undefined) {
    throw new HistoricalFileError(`${name}: no market definition found`);
  }
  return { marketId, firstDefinition, records, ladderSource: ladderSourceOf(records) };
}

export async function readHistoricalFile(path: string): Promise<HistoricalFile> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new HistoricalFileError(
      `${path}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  return parseHistoricalBytes(bytes, path);
}

/**
 * Parses a historical file's bytes (plain, gzip or bzip2); `name` labels errors. `maxBytes` bounds
 * the decompressed text (default @greenbook/betfair's MAX_HISTORICAL_BYTES).
 */
export function parseHistoricalBytes(bytes: Uint8Array, name: string, maxBytes?: number): HistoricalFile {
  return parseHistorical(decompressed(bytes, name, maxBytes), name);
}
