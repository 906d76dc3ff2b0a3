// Recorded API-NG and identity responses (acceptance-data api-ng/) use only the enum members and
// keys our wire types know: a missing enum member or field fails here.
import { describe, expect, it } from 'vitest';
import {
  KEEP_ALIVE_ERROR_CODES,
  KEEP_ALIVE_STATUSES,
  LOGIN_ERROR_CODES,
  LOGIN_STATUSES,
} from '../identity/types.js';
import {
  acceptanceDataPresent,
  listSamples,
  notIn,
  objectsAt,
  readSample,
  unknownKeys,
  valuesAt,
} from '../test-support/acceptance-data.js';
import {
  BET_DELAY_MODELS,
  BET_OUTCOMES,
  EXECUTION_REPORT_ERROR_CODES,
  EXECUTION_REPORT_STATUSES,
  INSTRUCTION_REPORT_ERROR_CODES,
  INSTRUCTION_REPORT_STATUSES,
  MARKET_BETTING_TYPES,
  MARKET_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PERSISTENCE_TYPES,
  PRICE_LADDER_TYPES,
  RUNNER_STATUSES,
  SIDES,
  WALLETS,
} from './enums.js';
import { JSON_RPC_ERROR_CODES, JSON_RPC_ERROR_MESSAGES } from './errors.js';
import { MARKET_KEY_RULES } from '../test-support/api-ng-keys-markets.js';
import { ORDER_KEY_RULES } from '../test-support/api-ng-keys-orders.js';

const BFLW = 'api-ng/betfairlightweight/';
const NT = 'api-ng/nautilus_trader/';
const FILES = listSamples('api-ng/');
const samples = new Map(FILES.map((file) => [file, readSample(file)]));

/** Values at `path` in every sample whose file name matches `pattern`. */
function collect(pattern: RegExp, path: string): unknown[] {
  const values = [...samples]
    .filter(([file]) => pattern.test(file))
    .flatMap(([, json]) => valuesAt(json, path));
  if (values.length === 0) throw new Error(`no values at ${path} in ${String(pattern)}`);
  return values;
}

const BOOKS = /list_(market|runner)_book/;
const CATALOGUES = /list_market_catalogue/;
const CURRENT = /list_current_orders/;
const CLEARED = /list_cleared_orders/;
const PLACE = /(\/place_orders|_place_order_)/;
const CANCEL = /cancel_orders/;
const REPLACE = /replace_orders/;

describe('API-NG samples', () => {
  it('are found beside the repository', () => {
    expect(acceptanceDataPresent()).toBe(true);
    expect(FILES.filter((file) => file.startsWith(BFLW)).length).toBe(25);
    expect(FILES.filter((file) => file.startsWith(NT)).length).toBe(30);
  });

  it('use only known market, runner and order enum members in market books', () => {
    expect(notIn(collect(BOOKS, 'result[].status'), MARKET_STATUSES)).toEqual([]);
    expect(notIn(collect(BOOKS, 'result[].betDelayModels[]'), BET_DELAY_MODELS)).toEqual([]);
    expect(notIn(collect(BOOKS, 'result[].runners[].status'), RUNNER_STATUSES)).toEqual([]);
    expect(notIn(collect(BOOKS, 'result[].runners[].orders[].status'), ORDER_STATUSES)).toEqual([]);
    expect(notIn(collect(BOOKS, 'result[].runners[].orders[].side'), SIDES)).toEqual([]);
    expect(notIn(collect(BOOKS, 'result[].runners[].orders[].orderType'), ORDER_TYPES)).toEqual([]);
    expect(notIn(collect(BOOKS, 'result[].runners[].orders[].persistenceType'), PERSISTENCE_TYPES)).toEqual(
      [],
    );
    expect(notIn(collect(BOOKS, 'result[].runners[].matches[].side'), SIDES)).toEqual([]);
  });

  it('use only known betting types and ladder types in catalogues', () => {
    const descriptions = [...samples]
      .filter(([file]) => CATALOGUES.test(file))
      .flatMap(([, json]) =>
        ['result[].description', '[].description', 'description'].flatMap((path) => objectsAt(json, path)),
      );
    expect(descriptions.length).toBeGreaterThanOrEqual(5);
    const at = (path: string) => descriptions.flatMap((d) => valuesAt(d, path));
    expect(notIn(at('bettingType'), MARKET_BETTING_TYPES)).toEqual([]);
    expect(notIn(at('priceLadderDescription.type'), PRICE_LADDER_TYPES)).toEqual([]);
  });

  it('use only known enum members in current and cleared orders', () => {
    for (const [pattern, path] of [
      [CURRENT, 'result.currentOrders[]'],
      [CLEARED, 'result.clearedOrders[]'],
    ] as const) {
      expect(notIn(collect(pattern, `${path}.side`), SIDES)).toEqual([]);
      expect(notIn(collect(pattern, `${path}.orderType`), ORDER_TYPES)).toEqual([]);
      expect(notIn(collect(pattern, `${path}.persistenceType`), PERSISTENCE_TYPES)).toEqual([]);
    }
    expect(notIn(collect(CURRENT, 'result.currentOrders[].status'), ORDER_STATUSES)).toEqual([]);
    expect(notIn(collect(CLEARED, 'result.clearedOrders[].betOutcome'), BET_OUTCOMES)).toEqual([]);
  });

  it('use only known statuses and error codes in execution reports', () => {
    const reports = new RegExp(`${PLACE.source}|${CANCEL.source}|${REPLACE.source}|update_orders`);
    expect(notIn(collect(reports, 'result.status'), EXECUTION_REPORT_STATUSES)).toEqual([]);
    expect(notIn(collect(reports, 'result.errorCode'), EXECUTION_REPORT_ERROR_CODES)).toEqual([]);
    const instructionReports = [
      ...collect(reports, 'result.instructionReports[]'),
      ...collect(REPLACE, 'result.instructionReports[].cancelInstructionReport'),
      ...collect(REPLACE, 'result.instructionReports[].placeInstructionReport'),
    ];
    const at = (path: string) => instructionReports.flatMap((report) => valuesAt(report, path));
    expect(notIn(at('status'), INSTRUCTION_REPORT_STATUSES)).toEqual([]);
    expect(notIn(at('errorCode'), INSTRUCTION_REPORT_ERROR_CODES)).toEqual([]);
    expect(notIn(at('orderStatus'), ORDER_STATUSES)).toEqual([]);
    expect(notIn(at('instruction.side'), SIDES)).toEqual([]);
    expect(notIn(at('instruction.orderType'), ORDER_TYPES)).toEqual([]);
    expect(notIn(at('instruction.limitOrder.persistenceType'), PERSISTENCE_TYPES)).toEqual([]);
    expect(notIn(at('instruction.newPersistenceType'), PERSISTENCE_TYPES)).toEqual([]);
    expect(new Set(at('errorCode'))).toEqual(new Set(['ERROR_IN_ORDER', 'BET_TAKEN_OR_LAPSED']));
  });

  it('use only known account, identity and JSON-RPC error values', () => {
    expect(notIn(collect(/account_funds/, 'result.wallet'), WALLETS)).toEqual([]);
    expect(notIn(collect(/login_(success|failure)|login_interactive/, 'status'), LOGIN_STATUSES)).toEqual([]);
    expect(notIn(collect(/login_(success|failure)/, 'error'), [...LOGIN_ERROR_CODES, ''])).toEqual([]);
    expect(
      notIn(collect(/login_(success|fail)\.json|cert_login/, 'loginStatus'), [
        'SUCCESS',
        ...LOGIN_ERROR_CODES,
      ]),
    ).toEqual([]);
    expect(notIn(collect(/keep_alive|logout/, 'status'), KEEP_ALIVE_STATUSES)).toEqual([]);
    expect(notIn(collect(/keep_alive|logout/, 'error'), [...KEEP_ALIVE_ERROR_CODES, ''])).toEqual([]);
    expect(collect(/account_funds_error/, 'error')).toEqual([
      { code: JSON_RPC_ERROR_CODES.INVALID_PARAMS, message: JSON_RPC_ERROR_MESSAGES.INVALID_PARAMS },
    ]);
  });

  it('use only keys our result types declare', () => {
    for (const rule of [...MARKET_KEY_RULES, ...ORDER_KEY_RULES]) {
      const objects = [...samples]
        .filter(([file]) => rule.files.test(file) && !/nautilus_trader\/list_market_catalogue/.test(file))
        .flatMap(([, json]) => objectsAt(json, rule.path));
      expect(objects.length, `${rule.path} in ${String(rule.files)}`).toBeGreaterThan(0);
      expect(unknownKeys(objects, rule.keys), `${rule.path} in ${String(rule.files)}`).toEqual([]);
    }
  });
});
