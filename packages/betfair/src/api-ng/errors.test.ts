import { describe, expect, it } from 'vitest';
import type { JsonRpcError, RestFault, VendorAccessTokenInfo } from '../index.js';
import {
  ACCOUNT_APING_EXCEPTION_CODES,
  APING_EXCEPTION_CODES,
  exceptionMessage,
  HEARTBEAT_EXCEPTION_CODES,
} from './errors.js';

describe('exceptionMessage (betfair-protocol §1.5)', () => {
  it('zero-pads the id of the code under its prefix', () => {
    expect(exceptionMessage('ANGX', 'INVALID_SESSION_INFORMATION')).toBe('ANGX-0003');
    expect(exceptionMessage('ANGX', 'MARKET_GROUP_NOT_BLOCKED')).toBe('ANGX-0018');
    expect(exceptionMessage('AANGX', 'NO_APP_KEY')).toBe('AANGX-0011');
    expect(exceptionMessage('HBT', 'INVALID_SESSION_INFORMATION')).toBe('HBT-0002');
  });

  it('numbers each table 1..n without gaps', () => {
    for (const table of [APING_EXCEPTION_CODES, ACCOUNT_APING_EXCEPTION_CODES, HEARTBEAT_EXCEPTION_CODES]) {
      const ids: number[] = Object.values(table);
      expect(ids).toEqual(ids.map((_, index) => index + 1));
    }
  });

  it('rejects a code of another table at run time', () => {
    expect(() => exceptionMessage('HBT', 'TOO_MUCH_DATA' as 'NO_SESSION')).toThrow(RangeError);
  });
});

describe('error envelopes', () => {
  it('types the documented error envelopes and OAuth token response (§1.5, §4.5)', () => {
    const rpc = {
      jsonrpc: '2.0',
      error: {
        code: -32099,
        message: 'ANGX-0003',
        data: {
          exceptionname: 'APINGException',
          APINGException: {
            errorCode: 'INVALID_SESSION_INFORMATION',
            errorDetails: '',
            requestUUID: 'prdang044-07291214-005a69b6ce',
          },
        },
      },
      id: 1,
    } satisfies JsonRpcError;
    const rest = {
      faultcode: 'Client',
      faultstring: 'ANGX-0003',
      detail: {
        exceptionname: 'APINGException',
        APINGException: { errorCode: 'INVALID_SESSION_INFORMATION', errorDetails: '', requestUUID: '...' },
      },
    } satisfies RestFault;
    const token = {
      access_token: 'KeOi+kyg2RvDK4HM+W46CvSnP5w=',
      refresh_token: '50d76117-...',
      token_type: 'BEARER',
      expires_in: '14400',
      application_subscription: { vendor_client_id: '456238' },
    } satisfies VendorAccessTokenInfo;
    expect(rpc.error.message).toBe(exceptionMessage('ANGX', rpc.error.data.APINGException.errorCode));
    expect(rest.faultstring).toBe(rpc.error.message);
    expect(Number(token.expires_in)).toBe(14400);
  });
});
