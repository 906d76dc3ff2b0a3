// Test helpers: read the recorded Betfair samples of shared/acceptance-data and walk them.
// Not part of the build (tsconfig.json excludes this folder; tsconfig.test.json includes it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * The shared folder sits beside the repository (/work/shared next to /work/main); from
 * packages/betfair/src/<folder>/ that is five levels up.
 */
export const ACCEPTANCE_DATA = new URL('../../../../../shared/acceptance-data/', import.meta.url);

/** True when the acceptance data is where ACCEPTANCE_DATA points. */
export function acceptanceDataPresent(): boolean {
  return existsSync(new URL('MANIFEST.json', ACCEPTANCE_DATA));
}

/** A sample's bytes as stored. */
export function readSampleBytes(relative: string): Buffer {
  return readFileSync(new URL(relative, ACCEPTANCE_DATA));
}

/** Text of a sample, gunzipped when it ends in .gz. */
export function readSampleText(relative: string): string {
  const bytes = readFileSync(new URL(relative, ACCEPTANCE_DATA));
  return relative.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
}

/** A JSON sample, parsed. */
export function readSample(relative: string): unknown {
  return JSON.parse(readSampleText(relative)) as unknown;
}

/** The messages of a stream sample: one JSON document (object or array) or newline-delimited JSON. */
export function readMessages(relative: string): unknown[] {
  const text = readSampleText(relative).trim();
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
  } catch {
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as unknown);
  }
}

/** Paths (relative to ACCEPTANCE_DATA) of the files under `folder` (ending in "/"), recursively, sorted. */
export function listSamples(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(new URL(folder, ACCEPTANCE_DATA), { withFileTypes: true })) {
    if (entry.isDirectory()) files.push(...listSamples(`${folder}${entry.name}/`));
    else if (entry.isFile()) files.push(`${folder}${entry.name}`);
  }
  return files.sort();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every value at a dotted path. `key[]` steps into an array, `*` into every value of an object,
 * `[]` alone into a root array; missing keys and nulls yield nothing.
 * Example: valuesAt(book, 'result[].runners[].status').
 */
export function valuesAt(root: unknown, path: string): unknown[] {
  let current: unknown[] = [root];
  for (const token of path.split('.').filter((t) => t !== '')) {
    const spread = token.endsWith('[]');
    const key = spread ? token.slice(0, -2) : token;
    const next: unknown[] = [];
    for (const value of current) {
      let stepped: unknown[];
      if (key === '') stepped = [value];
      else if (key === '*') stepped = isRecord(value) ? Object.values(value) : [];
      else stepped = isRecord(value) && key in value ? [value[key]] : [];
      for (const item of stepped) {
        if (item === null || item === undefined) continue;
        if (spread) {
          if (Array.isArray(item)) next.push(...(item as unknown[]));
        } else next.push(item);
      }
    }
    current = next;
  }
  return current;
}

/** The object values at a path (see valuesAt). */
export function objectsAt(root: unknown, path: string): Record<string, unknown>[] {
  return valuesAt(root, path).filter(isRecord);
}

/**
 * The keys of T as a set, checked at compile time to name every key of T:
 * `exhaustiveKeys<Foo>()(['a', 'b'])` fails to compile when Foo has a key `c`.
 */
export function exhaustiveKeys<T>() {
  return <const K extends readonly (keyof T)[]>(
    keys: K,
    ...missing: [Exclude<keyof T, K[number]>] extends [never] ? [] : [missing: Exclude<keyof T, K[number]>]
  ): ReadonlySet<string> => {
    if (missing.length > 0) throw new Error('unreachable: missing keys are a compile error');
    return new Set(keys.map(String));
  };
}

/** Keys of each object that are not in `known` (empty when every key is known). */
export function unknownKeys(
  objects: readonly Record<string, unknown>[],
  known: ReadonlySet<string>,
): string[] {
  const unknown = new Set<string>();
  for (const object of objects) for (const key of Object.keys(object)) if (!known.has(key)) unknown.add(key);
  return [...unknown].sort();
}

/** Values (as strings) that are not members of the enum array, de-duplicated. */
export function notIn(values: readonly unknown[], members: readonly string[]): unknown[] {
  return [...new Set(values.filter((value) => typeof value !== 'string' || !members.includes(value)))];
}

/** Objects at `path` in the samples whose file matches `files` must use only `keys`. */
export interface KeyRule {
  files: RegExp;
  path: string;
  keys: ReadonlySet<string>;
}
