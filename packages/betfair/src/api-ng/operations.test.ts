import { describe, expect, it } from 'vitest';
import type { ApiOperationName, ApiParams, ApiResult } from '../index.js';
import { isEnumMember, SIDES } from './enums.js';
import {
  ACCOUNT_OPERATIONS,
  BETTING_OPERATIONS,
  HEARTBEAT_OPERATIONS,
  JSON_RPC_METHOD_PREFIXES,
  serviceOf,
} from './operations.js';

describe('operation tables (betfair-protocol §1.1)', () => {
  it('lists every operation of the table exactly once', () => {
    const names: readonly ApiOperationName[] = [
      ...BETTING_OPERATIONS,
      ...ACCOUNT_OPERATIONS,
      ...HEARTBEAT_OPERATIONS,
    ];
    // Compile-time: every key of ApiOperations appears in one of the three arrays.
    type Listed =
      | (typeof BETTING_OPERATIONS)[number]
      | (typeof ACCOUNT_OPERATIONS)[number]
      | (typeof HEARTBEAT_OPERATIONS)[number];
    const allListed: [Exclude<ApiOperationName, Listed>] extends [never] ? true : false = true;
    expect(allListed).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(25);
  });

  it('maps each operation to its service and JSON-RPC method', () => {
    expect(serviceOf('listMarketBook')).toBe('betting');
    expect(serviceOf('getAccountFunds')).toBe('account');
    expect(serviceOf('heartbeat')).toBe('heartbeat');
    expect(`${JSON_RPC_METHOD_PREFIXES[serviceOf('placeOrders')]}placeOrders`).toBe(
      'SportsAPING/v1.0/placeOrders',
    );
  });

  it('types requests from the operation table', () => {
    const place = {
      marketId: '1.125897784',
      instructions: [
        {
          orderType: 'LIMIT',
          selectionId: 9486865,
          side: 'LAY',
          limitOrder: { size: 2, price: 1.01, persistenceType: 'LAPSE' },
        },
      ],
      customerRef: 'ref-1',
    } satisfies ApiParams<'placeOrders'>;
    const book = {
      marketIds: ['1.125897784'],
      priceProjection: {
        priceData: ['EX_BEST_OFFERS'],
        exBestOffersOverrides: { bestPricesDepth: 3, rollupModel: 'STAKE' },
      },
      orderProjection: 'EXECUTABLE',
      matchProjection: 'ROLLED_UP_BY_AVG_PRICE',
    } satisfies ApiParams<'listMarketBook'>;
    const heartbeat: ApiResult<'heartbeat'> = { actionPerformed: 'NONE', actualTimeoutSeconds: 10 };
    expect([place.instructions.length, book.marketIds.length, heartbeat.actualTimeoutSeconds]).toEqual([
      1, 1, 10,
    ]);
  });

  it('validates enum members at run time', () => {
    expect(isEnumMember(SIDES, 'BACK')).toBe(true);
    expect(isEnumMember(SIDES, 'back')).toBe(false);
    expect(isEnumMember(SIDES, 1)).toBe(false);
  });
});
