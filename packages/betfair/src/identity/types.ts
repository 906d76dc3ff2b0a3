// Identity SSO responses: interactive login, certificate login, keepAlive and logout
// (betfair-protocol §4.1–§4.3). All are sent with HTTP 200, failures included.

/** §4.2 login / certlogin error codes (the documented subset; Betfair lists more). */
export const LOGIN_ERROR_CODES = [
  'INVALID_USERNAME_OR_PASSWORD',
  'ACCOUNT_NOW_LOCKED',
  'ACCOUNT_ALREADY_LOCKED',
  'STRONG_AUTH_CODE_REQUIRED',
  'CERT_AUTH_REQUIRED',
  'SUSPENDED',
  'CLOSED',
  'SELF_EXCLUDED',
  'TEMPORARY_BAN_TOO_MANY_REQUESTS',
  'ACTIONS_REQUIRED',
  'PENDING_AUTH',
  'INPUT_VALIDATION_ERROR',
  'INTERNAL_ERROR',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** §4.2 interactive login `status`. */
export const LOGIN_STATUSES = ['SUCCESS', 'LIMITED_ACCESS', 'LOGIN_RESTRICTED', 'FAIL'] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** §4.2 interactive API login response (`POST /api/login`); error is "" on success. */
export interface LoginResponse {
  token: string;
  /** The app key. */
  product: string;
  status: LoginStatus;
  error: LoginErrorCode | '';
}

/** §4.1 certlogin `loginStatus`: SUCCESS or the failure code. */
export type CertLoginStatus = 'SUCCESS' | LoginErrorCode;

/** §4.1 non-interactive (certificate) login response; no sessionToken on failure. */
export interface CertLoginResponse {
  sessionToken?: string;
  loginStatus: CertLoginStatus;
}

/** §4.3 keepAlive / logout error codes. */
export const KEEP_ALIVE_ERROR_CODES = ['INPUT_VALIDATION_ERROR', 'INTERNAL_ERROR', 'NO_SESSION'] as const;
export type KeepAliveErrorCode = (typeof KEEP_ALIVE_ERROR_CODES)[number];

/** §4.3 keepAlive / logout `status`. */
export const KEEP_ALIVE_STATUSES = ['SUCCESS', 'FAIL'] as const;
export type KeepAliveStatus = (typeof KEEP_ALIVE_STATUSES)[number];

/** §4.3 keepAlive response; error is "" on success. */
export interface KeepAliveResponse {
  token: string;
  product: string;
  status: KeepAliveStatus;
  error: KeepAliveErrorCode | '';
}

/** §4.3 logout response (same shape as keepAlive). */
export type LogoutResponse = KeepAliveResponse;
