// The application exception of each API-NG service (betfair-protocol §1.5): the code table, the
// message prefix and the exception name clients locate the payload by.
import {
  ACCOUNT_APING_EXCEPTION_CODES,
  APING_EXCEPTION_CODES,
  HEARTBEAT_EXCEPTION_CODES,
  type ApingExceptionData,
} from '@greenbook/betfair';
import type { ApiService } from '../operation-handler.js';

const SERVICE_EXCEPTIONS = {
  betting: { prefix: 'ANGX', name: 'APINGException', codes: APING_EXCEPTION_CODES },
  account: { prefix: 'AANGX', name: 'AccountAPINGException', codes: ACCOUNT_APING_EXCEPTION_CODES },
  heartbeat: { prefix: 'HBT', name: 'APINGException', codes: HEARTBEAT_EXCEPTION_CODES },
} as const;

export interface ServiceException {
  /** `<prefix>-<id padded to 4>`, e.g. ANGX-0003: the JSON-RPC message and the REST faultstring. */
  readonly message: string;
  readonly data: ApingExceptionData;
}

let requestCount = 0;

/** A request id shaped like Betfair's ("prdang044-07291214-005a69b6ce"). */
export function requestUuid(now = new Date()): string {
  requestCount += 1;
  const stamp = [now.getUTCMonth() + 1, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  return `simang001-${stamp}-${requestCount.toString(16).padStart(10, '0')}`;
}

/**
 * The exception for an error code in a service's table. A code the service does not have (an
 * operation raising a betting code on the accounts service) is that service's UNEXPECTED_ERROR.
 */
export function serviceException(
  service: ApiService,
  errorCode: string,
  errorDetails: string,
): ServiceException {
  const exception = SERVICE_EXCEPTIONS[service];
  const codes: Readonly<Record<string, number>> = exception.codes;
  const known = Object.hasOwn(codes, errorCode);
  const code = known ? errorCode : 'UNEXPECTED_ERROR';
  const details = known ? errorDetails : `${errorCode}${errorDetails === '' ? '' : `: ${errorDetails}`}`;
  const detail = { errorCode: code, errorDetails: details, requestUUID: requestUuid() };
  const message = `${exception.prefix}-${String(codes[code]).padStart(4, '0')}`;
  const data = (
    exception.name === 'AccountAPINGException'
      ? { exceptionname: exception.name, AccountAPINGException: detail }
      : { exceptionname: exception.name, APINGException: detail }
  ) as ApingExceptionData;
  return { message, data };
}
