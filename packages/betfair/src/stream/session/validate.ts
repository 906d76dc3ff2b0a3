// Checks that a parsed stream line has the shape the caches rely on (betfair-protocol §5.6–§5.8)
// before it touches them: a fuzzed or truncated message is reported, never applied half-way.
import type { MarketChangeMessage, OrderChangeMessage } from '../messages.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
// Absent means undefined: the caches test `!== undefined`, and Betfair omits a field rather
// than sending null, so a null is refused like any other wrong type.
const optional = (value: unknown, check: (v: unknown) => boolean): boolean =>
  value === undefined || check(value);

function isTupleList(value: unknown, width: number): boolean {
  if (!Array.isArray(value)) return false;
  for (const tuple of value) {
    if (!Array.isArray(tuple) || tuple.length !== width) return false;
    for (const item of tuple) if (!isNumber(item)) return false;
  }
  return true;
}

const PRICE_LADDERS = ['atb', 'atl', 'spb', 'spl', 'trd'] as const;
const LEVEL_LADDERS = ['batb', 'batl', 'bdatb', 'bdatl'] as const;
const SCALARS = ['ltp', 'tv', 'spn', 'spf', 'hc'] as const;

function isRunnerChange(value: unknown): boolean {
  if (!isObject(value) || !isNumber(value['id'])) return false;
  for (const key of PRICE_LADDERS) if (!optional(value[key], (v) => isTupleList(v, 2))) return false;
  for (const key of LEVEL_LADDERS) if (!optional(value[key], (v) => isTupleList(v, 3))) return false;
  for (const key of SCALARS) if (!optional(value[key], isNumber)) return false;
  return true;
}

function isMarketDefinition(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value['status'] === 'string' &&
    Array.isArray(value['runners']) &&
    value['runners'].every((r) => isObject(r) && isNumber(r['id']))
  );
}

/** Change messages carry a publish time; a bare status heartbeat (503) may come without one. */
function hasHeader(value: Record<string, unknown>): boolean {
  const changes = value['mc'] ?? value['oc'];
  const publishTimeOk = isNumber(value['pt']) || (value['pt'] === undefined && changes === undefined);
  return (
    publishTimeOk &&
    optional(value['clk'], (v) => typeof v === 'string') &&
    optional(value['initialClk'], (v) => typeof v === 'string')
  );
}

export function isMarketChangeMessage(value: unknown): value is MarketChangeMessage {
  if (!isObject(value) || value['op'] !== 'mcm' || !hasHeader(value)) return false;
  return optional(
    value['mc'],
    (mc) =>
      Array.isArray(mc) &&
      mc.every(
        (change) =>
          isObject(change) &&
          typeof change['id'] === 'string' &&
          optional(change['tv'], isNumber) &&
          optional(change['marketDefinition'], isMarketDefinition) &&
          optional(change['rc'], (rc) => Array.isArray(rc) && rc.every(isRunnerChange)),
      ),
  );
}

function isOrderRunnerChange(value: unknown): boolean {
  return (
    isObject(value) &&
    isNumber(value['id']) &&
    optional(
      value['uo'],
      (uo) =>
        Array.isArray(uo) &&
        uo.every(
          (order) =>
            isObject(order) &&
            typeof order['id'] === 'string' &&
            isNumber(order['sm']) &&
            isNumber(order['sr']),
        ),
    ) &&
    optional(value['mb'], (v) => isTupleList(v, 2)) &&
    optional(value['ml'], (v) => isTupleList(v, 2))
  );
}

export function isOrderChangeMessage(value: unknown): value is OrderChangeMessage {
  if (!isObject(value) || value['op'] !== 'ocm' || !hasHeader(value)) return false;
  return optional(
    value['oc'],
    (oc) =>
      Array.isArray(oc) &&
      oc.every(
        (change) =>
          isObject(change) &&
          typeof change['id'] === 'string' &&
          optional(change['orc'], (orc) => Array.isArray(orc) && orc.every(isOrderRunnerChange)),
      ),
  );
}
