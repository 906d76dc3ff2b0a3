// Every recorded stream message (acceptance-data stream/ and historical/) uses only the enum
// members and keys our wire types know: a missing enum member or field fails here.
import { describe, expect, it } from 'vitest';
import { BET_DELAY_MODELS, MARKET_STATUSES, PRICE_LADDER_TYPES, RUNNER_STATUSES } from '../api-ng/enums.js';
import {
  acceptanceDataPresent,
  listSamples,
  notIn,
  objectsAt,
  readMessages,
  readSample,
  unknownKeys,
  valuesAt,
} from '../test-support/acceptance-data.js';
import {
  CHANGE_TYPES,
  LAPSE_STATUS_REASON_CODES,
  SEGMENT_TYPES,
  STATUS_CODES,
  STREAM_BETTING_TYPES,
  STREAM_ERROR_CODES,
  STREAM_ORDER_STATUSES,
  STREAM_ORDER_TYPES,
  STREAM_PERSISTENCE_TYPES,
  STREAM_RESPONSE_OPS,
  STREAM_SIDES,
} from './enums.js';
import {
  CONNECTION_KEYS,
  DEFINITION_KEYS,
  MARKET_CHANGE_KEYS,
  MCM_KEYS,
  OCM_KEYS,
  ORDER_MARKET_CHANGE_KEYS,
  ORDER_RUNNER_CHANGE_KEYS,
  RCM_KEYS,
  RUNNER_CHANGE_KEYS,
  RUNNER_DEFINITION_KEYS,
  STATUS_KEYS,
  STRATEGY_MATCH_CHANGE_KEYS,
  UNMATCHED_ORDER_KEY_SET,
} from '../test-support/stream-keys.js';

const STREAM_FILES = listSamples('stream/');
/** Bare MarketDefinition documents (no message envelope). */
const DEFINITION_FILES = [
  'stream/betfairlightweight/streaming_market_definition.json',
  'api-ng/nautilus_trader/market_definition_open.json',
  'api-ng/nautilus_trader/market_definition_closed.json',
];
/** nautilus_trader's serialisation of its own model: explicit nulls and extra empty fields, not a wire capture. */
const NOT_WIRE_FAITHFUL = new Set(['stream/nautilus_trader/market_definition_racing.json']);
const HISTORICAL_FILES = listSamples('historical/').filter(
  (file) => !file.includes('/catalogues/') && !file.includes('-processed'),
);

const messagesOf = (files: readonly string[]) =>
  files.flatMap((file) =>
    DEFINITION_FILES.includes(file) ? [] : readMessages(file).map((message) => ({ file, message })),
  );
const streamMessages = messagesOf(STREAM_FILES);
const historicalMessages = messagesOf(HISTORICAL_FILES);
const allMessages = [...streamMessages, ...historicalMessages];
const definitions = [
  ...DEFINITION_FILES.map((file) => readSample(file)),
  ...allMessages.flatMap(({ message }) => valuesAt(message, 'mc[].marketDefinition')),
];

const valuesIn = (path: string, messages = allMessages) =>
  messages.flatMap(({ message }) => valuesAt(message, path));
const objectsIn = (path: string, messages = allMessages) =>
  messages.flatMap(({ message }) => objectsAt(message, path));

describe('stream samples', () => {
  it('are found beside the repository', () => {
    expect(acceptanceDataPresent()).toBe(true);
    expect(STREAM_FILES.length).toBeGreaterThanOrEqual(40);
    expect(HISTORICAL_FILES.length).toBeGreaterThanOrEqual(8);
    expect(streamMessages.length).toBeGreaterThan(40);
  });

  it('use only known ops, change types, segment types and status codes', () => {
    expect(notIn(valuesIn('op', streamMessages), STREAM_RESPONSE_OPS)).toEqual([]);
    expect(notIn(valuesIn('op', historicalMessages), ['mcm', 'ocm'])).toEqual([]);
    expect(notIn(valuesIn('ct'), CHANGE_TYPES)).toEqual([]);
    expect(notIn(valuesIn('segmentType'), SEGMENT_TYPES)).toEqual([]);
    expect(notIn(valuesIn('statusCode'), STATUS_CODES)).toEqual([]);
    expect(notIn(valuesIn('errorCode'), STREAM_ERROR_CODES)).toEqual([]);
    expect(new Set(valuesIn('ct'))).toEqual(new Set(CHANGE_TYPES));
  });

  it('use only known market and runner enum members', () => {
    const defs = definitions.flatMap((definition) => objectsAt(definition, ''));
    expect(defs.length).toBeGreaterThan(200);
    const at = (path: string) => defs.flatMap((definition) => valuesAt(definition, path));
    expect(notIn(at('status'), MARKET_STATUSES)).toEqual([]);
    expect(notIn(at('bettingType'), STREAM_BETTING_TYPES)).toEqual([]);
    expect(notIn(at('runners[].status'), RUNNER_STATUSES)).toEqual([]);
    expect(notIn(at('priceLadderDefinition.type'), PRICE_LADDER_TYPES)).toEqual([]);
    expect(notIn(at('betDelayModels[]'), BET_DELAY_MODELS)).toEqual([]);
    expect(new Set(at('runners[].status'))).toEqual(
      new Set(['ACTIVE', 'WINNER', 'LOSER', 'PLACED', 'REMOVED']),
    );
  });

  it('use only known order codes', () => {
    const orders = objectsIn('oc[].orc[].uo[]');
    expect(orders.length).toBeGreaterThan(30);
    const at = (key: string) => orders.map((order) => order[key]).filter((v) => v !== undefined);
    expect(notIn(at('side'), STREAM_SIDES)).toEqual([]);
    expect(notIn(at('status'), STREAM_ORDER_STATUSES)).toEqual([]);
    expect(notIn(at('pt'), STREAM_PERSISTENCE_TYPES)).toEqual([]);
    expect(notIn(at('ot'), STREAM_ORDER_TYPES)).toEqual([]);
    expect(notIn(at('lsrc'), LAPSE_STATUS_REASON_CODES)).toEqual([]);
  });

  it('carry [price,size] pairs and [level,price,size] triples in the ladders', () => {
    const pairs = ['atb', 'atl', 'spb', 'spl', 'trd'].flatMap((key) => valuesIn(`mc[].rc[].${key}[]`));
    const orderPairs = ['mb', 'ml', 'smc.*.mb', 'smc.*.ml'].flatMap((key) => valuesIn(`oc[].orc[].${key}[]`));
    const triples = ['batb', 'batl', 'bdatb', 'bdatl'].flatMap((key) => valuesIn(`mc[].rc[].${key}[]`));
    expect(pairs.length).toBeGreaterThan(1000);
    expect(orderPairs.length).toBeGreaterThan(20);
    expect(triples.length).toBeGreaterThan(100);
    const isTuple = (length: number) => (value: unknown) =>
      Array.isArray(value) && value.length === length && value.every((n) => typeof n === 'number');
    expect([...pairs, ...orderPairs].filter((value) => !isTuple(2)(value))).toEqual([]);
    expect(triples.filter((value) => !isTuple(3)(value))).toEqual([]);
  });

  it('use only keys our message types declare', () => {
    const faithful = allMessages.filter(({ file }) => !NOT_WIRE_FAITHFUL.has(file));
    const byOp = (op: string) => faithful.filter(({ message }) => valuesAt(message, 'op')[0] === op);
    const keysOf = (messages: typeof faithful, path: string, known: ReadonlySet<string>) =>
      unknownKeys(objectsIn(path, messages), known);

    const mcm = byOp('mcm');
    const ocm = byOp('ocm');
    expect(keysOf(mcm, '', MCM_KEYS)).toEqual([]);
    expect(keysOf(ocm, '', OCM_KEYS)).toEqual([]);
    expect(keysOf(byOp('status'), '', STATUS_KEYS)).toEqual([]);
    expect(keysOf(byOp('connection'), '', CONNECTION_KEYS)).toEqual([]);
    expect(keysOf(byOp('rcm'), '', RCM_KEYS)).toEqual([]);
    // flumine's recorder (self-recorded historical files) tags each market change with `_stream_id`.
    expect(keysOf(mcm, 'mc[]', new Set([...MARKET_CHANGE_KEYS, '_stream_id']))).toEqual([]);
    expect(keysOf(mcm, 'mc[].rc[]', RUNNER_CHANGE_KEYS)).toEqual([]);
    const faithfulDefinitions = [
      ...DEFINITION_FILES.map((file) => readSample(file)),
      ...objectsIn('mc[].marketDefinition', mcm),
    ];
    expect(
      unknownKeys(
        faithfulDefinitions.flatMap((d) => objectsAt(d, '')),
        DEFINITION_KEYS,
      ),
    ).toEqual([]);
    expect(
      unknownKeys(
        faithfulDefinitions.flatMap((d) => objectsAt(d, 'runners[]')),
        RUNNER_DEFINITION_KEYS,
      ),
    ).toEqual([]);
    expect(keysOf(ocm, 'oc[]', ORDER_MARKET_CHANGE_KEYS)).toEqual([]);
    expect(keysOf(ocm, 'oc[].orc[]', ORDER_RUNNER_CHANGE_KEYS)).toEqual([]);
    expect(keysOf(ocm, 'oc[].orc[].smc.*', STRATEGY_MATCH_CHANGE_KEYS)).toEqual([]);
    expect(keysOf(ocm, 'oc[].orc[].uo[]', UNMATCHED_ORDER_KEY_SET)).toEqual([]);
  });
});
