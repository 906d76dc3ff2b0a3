// Reading API-NG request params at the boundary (betfair-protocol §1.7): numbers may arrive as
// JSON strings ("maxResults":"1", "size":"0.01"), explicit nulls mean "absent", and anything
// malformed is INVALID_INPUT_DATA with the offending path in errorDetails. A missing mandatory
// param is the transport's DSC-0018 (§1.2), raised as MissingParamError.
import { isEnumMember } from '@greenbook/betfair';
import { ApiError } from '../core/api-error.js';

export type Params = Readonly<Record<string, unknown>>;

/** A mandatory parameter is absent: JSON-RPC -32602 "DSC-0018", REST fault DSC-0018. */
export class MissingParamError extends Error {
  constructor(readonly path: string) {
    super(`mandatory parameter ${path} is missing`);
    this.name = 'MissingParamError';
  }
}

export const invalid = (path: string, expected: string): ApiError =>
  new ApiError('INVALID_INPUT_DATA', `${path} must be ${expected}`);

/**
 * How deep a request's params may nest. Betfair's deepest (placeOrders' instructions[].limitOrder
 * fields) is 4 levels; the headroom is for clients that wrap values. Deeper params are refused
 * before anything walks them recursively (withoutNulls), which a body nested thousands of levels
 * deep would overflow.
 */
export const MAX_PARAMS_DEPTH = 32;

/** True when `value` nests no deeper than `levels` objects/arrays; looks level by level, never recursively. */
export function nestsWithin(value: unknown, levels: number): boolean {
  const isNode = (item: unknown): item is object => typeof item === 'object' && item !== null;
  let level: object[] = isNode(value) ? [value] : [];
  for (let remaining = levels; level.length > 0; remaining -= 1) {
    if (remaining === 0) return false;
    level = level.flatMap((node) => Object.values(node).filter(isNode));
  }
  return true;
}

/** Removes explicit nulls from objects, recursively, so they read as absent fields. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null) result[key] = withoutNulls(field);
  }
  return result;
}

export function isRecord(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function required<T>(
  params: Params,
  key: string,
  read: (value: unknown, path: string) => T,
  path = key,
): T {
  const value = params[key];
  if (value === undefined) throw new MissingParamError(path);
  return read(value, path);
}

export function optional<T>(
  params: Params,
  key: string,
  read: (value: unknown, path: string) => T,
  path = key,
): T | undefined {
  const value = params[key];
  return value === undefined ? undefined : read(value, path);
}

export function record(value: unknown, path: string): Params {
  if (!isRecord(value)) throw invalid(path, 'an object');
  return value;
}

export function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw invalid(path, 'a string');
  return value;
}

/** Ids (eventTypeId, betId, marketId…) are strings; clients sometimes send them as numbers. */
export function idText(value: unknown, path: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') throw invalid(path, 'a non-empty id string');
  return value.trim();
}

export function numeric(value: unknown, path: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw invalid(path, 'a number');
  return number;
}

export function integer(value: unknown, path: string): number {
  const number = numeric(value, path);
  if (!Number.isSafeInteger(number)) throw invalid(path, 'an integer');
  return number;
}

export function nonNegativeInteger(value: unknown, path: string): number {
  const number = integer(value, path);
  if (number < 0) throw invalid(path, 'an integer ≥ 0');
  return number;
}

export function flag(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalid(path, 'true or false');
}

export function oneOf<T extends string>(members: readonly T[]): (value: unknown, path: string) => T {
  return (value, path) => {
    if (!isEnumMember(members, value)) throw invalid(path, `one of ${members.join(', ')}`);
    return value;
  };
}

export function listOf<T>(read: (value: unknown, path: string) => T): (value: unknown, path: string) => T[] {
  return (value, path) => {
    if (!Array.isArray(value)) throw invalid(path, 'a list');
    return value.map((item, index) => read(item, `${path}[${index}]`));
  };
}

export const idList = listOf(idText);

/** ISO-8601 date → epoch ms. */
export function isoDate(value: unknown, path: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw invalid(path, 'an ISO-8601 date');
  return ms;
}

/** TimeRange `{from, to}` (betfair-protocol §2.1); either end may be omitted. */
export interface TimeBounds {
  readonly from: number | undefined;
  readonly to: number | undefined;
}

export function timeRange(value: unknown, path: string): TimeBounds {
  const range = record(value, path);
  return {
    from: optional(range, 'from', isoDate, `${path}.from`),
    to: optional(range, 'to', isoDate, `${path}.to`),
  };
}

export const withinBounds = (bounds: TimeBounds | undefined, ms: number): boolean =>
  bounds === undefined ||
  ((bounds.from === undefined || ms >= bounds.from) && (bounds.to === undefined || ms <= bounds.to));
