// Compile-time check of the identity wire types: recorded login / keepAlive / logout responses,
// copied verbatim from acceptance-data api-ng/, written as literals with `satisfies`.
import { describe, expect, it } from 'vitest';
import { readSample } from '../test-support/acceptance-data.js';
import type { CertLoginResponse, KeepAliveResponse, LoginResponse, LogoutResponse } from './types.js';

const B = 'api-ng/betfairlightweight/';
const N = 'api-ng/nautilus_trader/';

const login = {
  token: 'SESSION_TOKEN',
  product: 'APP_KEY',
  status: 'SUCCESS',
  error: '',
} satisfies LoginResponse;
const loginFailure = {
  token: '',
  product: '',
  status: 'FAIL',
  error: 'INPUT_VALIDATION_ERROR',
} satisfies LoginResponse;
const certLogin = { sessionToken: 'xxxsessionTokenxxx=', loginStatus: 'SUCCESS' } satisfies CertLoginResponse;
const certLoginFailure = { loginStatus: 'INVALID_USERNAME_OR_PASSWORD' } satisfies CertLoginResponse;
const keepAlive = {
  token: 'session_token',
  product: 'app_key',
  status: 'SUCCESS',
  error: '',
} satisfies KeepAliveResponse;
const keepAliveFailure = {
  token: '',
  product: 'app_key',
  status: 'FAIL',
  error: 'INPUT_VALIDATION_ERROR',
} satisfies KeepAliveResponse;
const logout = {
  token: 'session_token',
  product: 'app_key',
  status: 'SUCCESS',
  error: '',
} satisfies LogoutResponse;

const RECORDED: readonly [string, unknown][] = [
  [`${N}login_success.json`, login],
  [`${N}login_failure.json`, loginFailure],
  [`${N}cert_login.json`, certLogin],
  [`${B}login_fail.json`, certLoginFailure],
  [`${B}keep_alive_success.json`, keepAlive],
  [`${B}keep_alive_fail.json`, keepAliveFailure],
  [`${B}logout_success.json`, logout],
];

describe('identity wire types against recorded responses', () => {
  it.each(RECORDED)('%s is copied verbatim', (file, literal) => {
    expect(readSample(file)).toEqual(literal);
  });

  it('leaves out the trimmed betfairlightweight interactive-login fixture (no product / error)', () => {
    expect(readSample(`${B}login_interactive_success.json`)).toEqual({
      token: 'session_token',
      status: 'SUCCESS',
    });
  });
});
