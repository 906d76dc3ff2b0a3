// Names a historical file may lack. Betfair's files carry market, event and runner names in the
// definition (betfair-protocol §6); files recorded from the live stream do not, and recorders
// such as flumine's keep a listMarketCatalogue record beside them (`catalogues/<marketId>.json`).
// When that record exists its names are used; anything malformed in it is ignored, since it only
// ever improves labels.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface RecordedCatalogue {
  readonly marketName?: string;
  readonly eventTypeName?: string;
  readonly competition?: { readonly id: string; readonly name: string };
  readonly eventName?: string;
  readonly rules?: string;
  readonly runners: ReadonlyMap<number, { runnerName: string; metadata: Record<string, string | null> }>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function metadataOf(value: unknown): Record<string, string | null> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, item]) => item === null || typeof item === 'string')
    ? (Object.fromEntries(entries) as Record<string, string | null>)
    : undefined;
}

export function catalogueFrom(value: unknown): RecordedCatalogue | undefined {
  if (!isObject(value)) return undefined;
  const runners = new Map<number, { runnerName: string; metadata: Record<string, string | null> }>();
  for (const runner of Array.isArray(value.runners) ? (value.runners as unknown[]) : []) {
    if (!isObject(runner) || typeof runner.selectionId !== 'number') continue;
    const runnerName = text(runner.runnerName);
    if (runnerName === undefined) continue;
    const metadata = metadataOf(runner.metadata) ?? { runnerId: String(runner.selectionId) };
    runners.set(runner.selectionId, { runnerName, metadata });
  }
  const competition = isObject(value.competition) ? value.competition : undefined;
  const competitionId = text(competition?.id);
  const competitionName = text(competition?.name);
  const found: {
    -readonly [K in keyof RecordedCatalogue]: RecordedCatalogue[K];
  } = { runners };
  const marketName = text(value.marketName);
  if (marketName !== undefined) found.marketName = marketName;
  const eventTypeName = isObject(value.eventType) ? text(value.eventType.name) : undefined;
  if (eventTypeName !== undefined) found.eventTypeName = eventTypeName;
  if (competitionId !== undefined && competitionName !== undefined) {
    found.competition = { id: competitionId, name: competitionName };
  }
  const eventName = isObject(value.event) ? text(value.event.name) : undefined;
  if (eventName !== undefined) found.eventName = eventName;
  const rules = isObject(value.description) ? text(value.description.rules) : undefined;
  if (rules !== undefined) found.rules = rules;
  return found;
}

/** The catalogue record beside a historical file, or undefined when there is none. */
export async function readRecordedCatalogue(
  filePath: string,
  marketId: string,
): Promise<RecordedCatalogue | undefined> {
  try {
    const raw = await readFile(join(dirname(filePath), 'catalogues', `${marketId}.json`), 'utf8');
    return catalogueFrom(JSON.parse(raw));
  } catch {
    return undefined;
  }
}
