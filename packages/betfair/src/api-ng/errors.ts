// API-NG error codes and error envelopes (betfair-protocol §1.2, §1.3, §1.5).

/** §1.5 APINGException.errorCode → id, message prefix ANGX (betting service). */
export const APING_EXCEPTION_CODES = {
  TOO_MUCH_DATA: 1,
  INVALID_INPUT_DATA: 2,
  INVALID_SESSION_INFORMATION: 3,
  NO_APP_KEY: 4,
  NO_SESSION: 5,
  UNEXPECTED_ERROR: 6,
  INVALID_APP_KEY: 7,
  TOO_MANY_REQUESTS: 8,
  SERVICE_BUSY: 9,
  TIMEOUT_ERROR: 10,
  APP_KEY_CREATION_FAILED: 11,
  DUPLICATE_APP_NAME: 12,
  APP_CREATION_FAILED: 13,
  REQUEST_SIZE_EXCEEDS_LIMIT: 14,
  ACCESS_DENIED: 15,
  INVALID_MARKET_GROUP: 16,
  EXPOSURE_LIMIT_NOT_EXIST: 17,
  MARKET_GROUP_NOT_BLOCKED: 18,
} as const;
export type ApingExceptionCode = keyof typeof APING_EXCEPTION_CODES;

/** §1.5 AccountAPINGException.errorCode → id, message prefix AANGX (accounts service). */
export const ACCOUNT_APING_EXCEPTION_CODES = {
  INVALID_INPUT_DATA: 1,
  INVALID_SESSION_INFORMATION: 2,
  UNEXPECTED_ERROR: 3,
  INVALID_APP_KEY: 4,
  SERVICE_BUSY: 5,
  TIMEOUT_ERROR: 6,
  DUPLICATE_APP_NAME: 7,
  APP_KEY_CREATION_FAILED: 8,
  APP_CREATION_FAILED: 9,
  NO_SESSION: 10,
  NO_APP_KEY: 11,
  SUBSCRIPTION_EXPIRED: 12,
  INVALID_SUBSCRIPTION_TOKEN: 13,
  TOO_MANY_REQUESTS: 14,
  INVALID_CLIENT_REF: 15,
  WALLET_TRANSFER_ERROR: 16,
  INVALID_VENDOR_CLIENT_ID: 17,
  USER_NOT_SUBSCRIBED: 18,
  INVALID_SECRET: 19,
  INVALID_AUTH_CODE: 20,
  INVALID_GRANT_TYPE: 21,
} as const;
export type AccountApingExceptionCode = keyof typeof ACCOUNT_APING_EXCEPTION_CODES;

/** §1.5 heartbeat APINGException.errorCode → id, message prefix HBT. */
export const HEARTBEAT_EXCEPTION_CODES = {
  INVALID_INPUT_DATA: 1,
  INVALID_SESSION_INFORMATION: 2,
  NO_APP_KEY: 3,
  NO_SESSION: 4,
  INVALID_APP_KEY: 5,
  UNEXPECTED_ERROR: 6,
} as const;
export type HeartbeatExceptionCode = keyof typeof HEARTBEAT_EXCEPTION_CODES;

/** §1.5 the code tables by message prefix. */
export const EXCEPTION_CODES_BY_PREFIX = {
  ANGX: APING_EXCEPTION_CODES,
  AANGX: ACCOUNT_APING_EXCEPTION_CODES,
  HBT: HEARTBEAT_EXCEPTION_CODES,
} as const;

/** §1.5 message prefix: ANGX betting, AANGX accounts, HBT heartbeat. */
export type ExceptionPrefix = keyof typeof EXCEPTION_CODES_BY_PREFIX;

/** §1.5 the error codes valid under each prefix. */
export type ExceptionCodeOf<P extends ExceptionPrefix> = keyof (typeof EXCEPTION_CODES_BY_PREFIX)[P];

/** §1.5 `message` / `faultstring`: `<prefix>-<id zero-padded to 4>`, e.g. ('ANGX', 'INVALID_SESSION_INFORMATION') → 'ANGX-0003'. */
export function exceptionMessage<P extends ExceptionPrefix>(prefix: P, code: ExceptionCodeOf<P>): string {
  const table: Readonly<Record<string, number>> = EXCEPTION_CODES_BY_PREFIX[prefix];
  const id = table[code as string];
  if (id === undefined) throw new RangeError(`Unknown ${prefix} error code: ${String(code)}`);
  return `${prefix}-${String(id).padStart(4, '0')}`;
}

/** §1.5 generic JSON-RPC error codes; -32099 carries an application exception in `data`. */
export const JSON_RPC_ERROR_CODES = {
  PARSE_ERROR: -32700,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  APPLICATION_EXCEPTION: -32099,
} as const;
export type JsonRpcErrorCode = (typeof JSON_RPC_ERROR_CODES)[keyof typeof JSON_RPC_ERROR_CODES];

/** §1.2 observed `message` of the generic errors (sent without `data`). */
export const JSON_RPC_ERROR_MESSAGES = {
  METHOD_NOT_FOUND: 'DSC-0021',
  INVALID_PARAMS: 'DSC-0018',
} as const;

/** §1.2 JSON-RPC request/response id (echoed by the server). */
export type JsonRpcId = number | string | null;

/** §1.2 JSON-RPC request envelope (a batch is an array of these). */
export interface JsonRpcRequest<P = unknown> {
  jsonrpc: '2.0';
  method: string;
  params?: P;
  id?: JsonRpcId;
}

/** §1.2 JSON-RPC success envelope. */
export interface JsonRpcSuccess<T> {
  jsonrpc: '2.0';
  result: T;
  id: JsonRpcId;
}

/** §1.5 the exception payload: `{errorCode, errorDetails, requestUUID}`. */
export interface ApingExceptionDetail<C extends string = string> {
  errorCode: C;
  errorDetails: string;
  requestUUID: string;
}

/** §1.5 `data` / `detail` of an exception: located via `exceptionname` or directly by name. */
export type ApingExceptionData =
  | {
      exceptionname: 'APINGException';
      APINGException: ApingExceptionDetail<ApingExceptionCode | HeartbeatExceptionCode>;
    }
  | {
      exceptionname: 'AccountAPINGException';
      AccountAPINGException: ApingExceptionDetail<AccountApingExceptionCode>;
    };

/** §1.5 the `error` member of a JSON-RPC error response. */
export interface JsonRpcErrorObject {
  code: JsonRpcErrorCode;
  /** 'ANGX-0003', 'AANGX-0011', 'HBT-0002', or 'DSC-0018' / 'DSC-0021' for generic errors. */
  message: string;
  data?: ApingExceptionData;
}

/** §1.5 JSON-RPC error envelope (sent with HTTP 200). */
export interface JsonRpcError {
  jsonrpc: '2.0';
  error: JsonRpcErrorObject;
  id: JsonRpcId;
}

/** §1.2 a JSON-RPC response: success or error. */
export type JsonRpcResponse<T> = JsonRpcSuccess<T> | JsonRpcError;

/** §1.5 REST fault envelope (sent with HTTP 400); the success body is the bare result (§1.3). */
export interface RestFault {
  faultcode: 'Client' | 'Server';
  faultstring: string;
  detail: ApingExceptionData;
}
