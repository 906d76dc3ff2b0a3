// Shape checks for the lines of a Betfair historical file (betfair-protocol §6: each line is an
// mcm as on the stream, §5.7). Only what the replay reads is checked; a malformed value stops the
// load with the line number rather than surfacing later as a broken market.
import {
  isEnumMember,
  MARKET_STATUSES,
  PRICE_LADDER_TYPES,
  RUNNER_STATUSES,
  type MarketChange,
  type MarketDefinition,
  type RunnerChange,
} from '@greenbook/betfair';

export class HistoricalFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HistoricalFileError';
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Definition fields the replay builds the market from (§5.7), by type. */
const DEFINITION_FLAGS = [
  'inPlay',
  'bspMarket',
  'turnInPlayEnabled',
  'persistenceEnabled',
  'discountAllowed',
  'complete',
  'bspReconciled',
] as const;
const DEFINITION_NUMBERS = ['betDelay', 'numberOfWinners', 'marketBaseRate'] as const;
const DEFINITION_TEXTS = [
  'marketType',
  'marketTime',
  'suspendTime',
  'openDate',
  'timezone',
  'bettingType',
] as const;
const DEFINITION_OPTIONAL_TEXTS = [
  'name',
  'eventName',
  'venue',
  'countryCode',
  'suspendReason',
  'raceType',
] as const;

const PRICE_LADDERS = ['atb', 'atl', 'trd', 'spb', 'spl'] as const;
const LEVEL_LADDERS = ['batb', 'batl', 'bdatb', 'bdatl'] as const;

function checkTuples(value: unknown, width: 2 | 3, where: string): void {
  if (!Array.isArray(value)) throw new HistoricalFileError(`${where} must be a list`);
  for (const entry of value) {
    if (!Array.isArray(entry) || entry.length !== width || !entry.every(isFiniteNumber)) {
      throw new HistoricalFileError(
        `${where} entries must be ${width} numbers, got ${JSON.stringify(entry)}`,
      );
    }
  }
}

function checkRunnerChange(value: unknown, where: string): RunnerChange {
  if (!isObject(value) || !isFiniteNumber(value.id)) {
    throw new HistoricalFileError(`${where}: a runner change needs a numeric id`);
  }
  if (value.hc !== undefined && !isFiniteNumber(value.hc))
    throw new HistoricalFileError(`${where}: hc must be a number`);
  for (const key of PRICE_LADDERS)
    if (value[key] !== undefined) checkTuples(value[key], 2, `${where}: ${key}`);
  for (const key of LEVEL_LADDERS)
    if (value[key] !== undefined) checkTuples(value[key], 3, `${where}: ${key}`);
  // ltp may be absent; spn/spf can be the string "NaN" in PRO files and are not read.
  if (value.ltp !== undefined && !isFiniteNumber(value.ltp)) {
    throw new HistoricalFileError(`${where}: ltp must be a number`);
  }
  return value as unknown as RunnerChange;
}

function checkDefinition(value: unknown, where: string): MarketDefinition {
  if (!isObject(value)) throw new HistoricalFileError(`${where}: marketDefinition must be an object`);
  if (!isEnumMember(MARKET_STATUSES, value.status)) {
    throw new HistoricalFileError(
      `${where}: marketDefinition.status ${JSON.stringify(value.status)} is unknown`,
    );
  }
  if (typeof value.eventId !== 'string' || typeof value.eventTypeId !== 'string') {
    throw new HistoricalFileError(`${where}: marketDefinition needs eventId and eventTypeId strings`);
  }
  for (const key of DEFINITION_FLAGS) {
    if (typeof value[key] !== 'boolean')
      throw new HistoricalFileError(`${where}: marketDefinition.${key} must be true or false`);
  }
  for (const key of DEFINITION_NUMBERS) {
    if (!isFiniteNumber(value[key]))
      throw new HistoricalFileError(`${where}: marketDefinition.${key} must be a number`);
  }
  for (const key of DEFINITION_TEXTS) {
    if (typeof value[key] !== 'string')
      throw new HistoricalFileError(`${where}: marketDefinition.${key} must be a string`);
  }
  for (const key of DEFINITION_OPTIONAL_TEXTS) {
    if (value[key] !== undefined && typeof value[key] !== 'string') {
      throw new HistoricalFileError(`${where}: marketDefinition.${key} must be a string`);
    }
  }
  const ladder = value.priceLadderDefinition;
  if (ladder !== undefined && !(isObject(ladder) && isEnumMember(PRICE_LADDER_TYPES, ladder.type))) {
    throw new HistoricalFileError(`${where}: priceLadderDefinition.type is unknown`);
  }
  if (!Array.isArray(value.runners) || value.runners.length === 0) {
    throw new HistoricalFileError(`${where}: marketDefinition needs runners`);
  }
  for (const runner of value.runners as unknown[]) {
    if (!isObject(runner) || !isFiniteNumber(runner.id) || !isEnumMember(RUNNER_STATUSES, runner.status)) {
      throw new HistoricalFileError(`${where}: runner definitions need an id and a known status`);
    }
    if (runner.name !== undefined && typeof runner.name !== 'string') {
      throw new HistoricalFileError(`${where}: runner ${runner.id} name must be a string`);
    }
    for (const key of ['hc', 'adjustmentFactor', 'bsp', 'sortPriority'] as const) {
      if (runner[key] !== undefined && !isFiniteNumber(runner[key])) {
        throw new HistoricalFileError(`${where}: runner ${runner.id} ${key} must be a number`);
      }
    }
  }
  return value as unknown as MarketDefinition;
}

export function checkMarketChange(value: unknown, where: string): MarketChange {
  if (!isObject(value) || typeof value.id !== 'string') {
    throw new HistoricalFileError(`${where}: a market change needs a string id`);
  }
  if (value.marketDefinition !== undefined) checkDefinition(value.marketDefinition, where);
  if (value.rc !== undefined) {
    if (!Array.isArray(value.rc)) throw new HistoricalFileError(`${where}: rc must be a list`);
    for (const change of value.rc as unknown[]) checkRunnerChange(change, where);
  }
  return value as unknown as MarketChange;
}

/** One line: an mcm with a publish time. Heartbeats and lines without changes give []. */
export function checkLine(value: unknown, where: string): { pt: number; mc: MarketChange[] } {
  if (!isObject(value) || value.op !== 'mcm') {
    const op = isObject(value) ? JSON.stringify(value.op) : 'none';
    throw new HistoricalFileError(`${where}: not a market stream line (op ${op}); expected "mcm"`);
  }
  if (!isFiniteNumber(value.pt)) throw new HistoricalFileError(`${where}: pt must be epoch milliseconds`);
  if (value.mc === undefined || value.ct === 'HEARTBEAT') return { pt: value.pt, mc: [] };
  if (!Array.isArray(value.mc)) throw new HistoricalFileError(`${where}: mc must be a list`);
  return { pt: value.pt, mc: (value.mc as unknown[]).map((change) => checkMarketChange(change, where)) };
}
