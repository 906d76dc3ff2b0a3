import { describe, expect, it } from 'vitest';
import type { VendorAccessTokenInfo } from '@greenbook/betfair';
import type { OperationContext } from '../api-ng/operation-handler.js';
import { ApiError } from '../core/api-error.js';
import { ManualClock } from '../core/clock.js';
import { SIM_DEFAULTS, Simulator } from '../simulator.js';
import { vendorClientId } from './app-keys.js';
import { IDENTITY_ACCOUNT_OPERATIONS } from './account-operations.js';
import type { Session } from './session-store.js';

const HOUR = 3600_000;
/** Any token: tokens are random. */
const anyString = expect.any(String) as string;
const DAY = 24 * HOUR;
const VENDOR = SIM_DEFAULTS.vendor;

function setUp(): { simulator: Simulator; clock: ManualClock } {
  const clock = new ManualClock();
  return { simulator: new Simulator({ clock }), clock };
}

function run(
  simulator: Simulator,
  operation: string,
  params: Record<string, unknown>,
  session?: Session,
  appKey: string = SIM_DEFAULTS.appKey,
): unknown {
  const handler = IDENTITY_ACCOUNT_OPERATIONS[operation];
  const key = simulator.appKeys.key(appKey);
  if (handler === undefined || key === undefined) throw new Error(`no ${operation} or ${appKey}`);
  const context: OperationContext = { simulator, session, appKey: key };
  return handler.run(params, context);
}

function errorCode(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return error.errorCode;
    throw error;
  }
  throw new Error('expected an ApiError');
}

const tokenByCode = (code: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  client_id: VENDOR.vendorId,
  grant_type: 'AUTHORIZATION_CODE',
  code,
  client_secret: VENDOR.vendorSecret,
  ...overrides,
});

const codeFor = (simulator: Simulator, accountId = '100001'): string =>
  simulator.sessions.vendorGrants.issueCode(accountId, VENDOR.vendorId);

describe('token', () => {
  it('needs X-Application only and turns a code into an OAuth session for the account', () => {
    const { simulator } = setUp();
    expect(IDENTITY_ACCOUNT_OPERATIONS.token?.auth).toBe('appKey');
    const info = run(simulator, 'token', tokenByCode(codeFor(simulator))) as VendorAccessTokenInfo;
    expect(info).toEqual({
      access_token: anyString,
      refresh_token: anyString,
      token_type: 'BEARER',
      expires_in: 14400,
      application_subscription: { vendor_client_id: vendorClientId('100001', VENDOR.vendorId) },
    });
    const session = simulator.sessions.resolve(info.access_token);
    expect(session).toMatchObject({
      kind: 'OAUTH',
      accountId: '100001',
      vendorId: VENDOR.vendorId,
      appKey: SIM_DEFAULTS.appKey,
    });
  });

  it('accepts client_id as a number', () => {
    const { simulator } = setUp();
    const info = run(
      simulator,
      'token',
      tokenByCode(codeFor(simulator), { client_id: Number(VENDOR.vendorId) }),
    );
    expect(info).toHaveProperty('token_type', 'BEARER');
  });

  it('refuses a code twice (INVALID_AUTH_CODE), a missing code and an unknown one', () => {
    const { simulator } = setUp();
    const code = codeFor(simulator);
    run(simulator, 'token', tokenByCode(code));
    expect(errorCode(() => run(simulator, 'token', tokenByCode(code)))).toBe('INVALID_AUTH_CODE');
    expect(errorCode(() => run(simulator, 'token', tokenByCode('', { code: undefined })))).toBe(
      'INVALID_AUTH_CODE',
    );
    expect(errorCode(() => run(simulator, 'token', tokenByCode('never-issued')))).toBe('INVALID_AUTH_CODE');
  });

  it('refuses a code older than 10 minutes', () => {
    const { simulator, clock } = setUp();
    const code = codeFor(simulator);
    clock.advance(10 * 60_000);
    expect(errorCode(() => run(simulator, 'token', tokenByCode(code)))).toBe('INVALID_AUTH_CODE');
  });

  it('checks client_id, app key, secret and grant_type, and a refused call leaves the code usable', () => {
    const { simulator } = setUp();
    const code = codeFor(simulator);
    expect(errorCode(() => run(simulator, 'token', tokenByCode(code, { client_id: '99999' })))).toBe(
      'INVALID_VENDOR_CLIENT_ID',
    );
    expect(errorCode(() => run(simulator, 'token', tokenByCode(code, { client_id: undefined })))).toBe(
      'INVALID_VENDOR_CLIENT_ID',
    );
    expect(
      errorCode(() => run(simulator, 'token', tokenByCode(code), undefined, SIM_DEFAULTS.delayedAppKey)),
    ).toBe('INVALID_VENDOR_CLIENT_ID');
    expect(errorCode(() => run(simulator, 'token', tokenByCode(code, { client_secret: 'guess' })))).toBe(
      'INVALID_SECRET',
    );
    expect(errorCode(() => run(simulator, 'token', tokenByCode(code, { grant_type: 'PASSWORD' })))).toBe(
      'INVALID_GRANT_TYPE',
    );
    expect(errorCode(() => run(simulator, 'token', tokenByCode(code, { grant_type: undefined })))).toBe(
      'INVALID_GRANT_TYPE',
    );
    expect(run(simulator, 'token', tokenByCode(code))).toHaveProperty('token_type', 'BEARER');
  });

  it('refreshes with a rotating refresh token that lives 90 days', () => {
    const { simulator, clock } = setUp();
    const first = run(simulator, 'token', tokenByCode(codeFor(simulator))) as VendorAccessTokenInfo;
    const byRefresh = (refreshToken: string): Record<string, unknown> =>
      tokenByCode('', { grant_type: 'REFRESH_TOKEN', code: undefined, refresh_token: refreshToken });
    clock.advance(5 * HOUR);
    expect(simulator.sessions.resolve(first.access_token)).toBeUndefined();
    const second = run(simulator, 'token', byRefresh(first.refresh_token)) as VendorAccessTokenInfo;
    expect(simulator.sessions.resolve(second.access_token)?.accountId).toBe('100001');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(errorCode(() => run(simulator, 'token', byRefresh(first.refresh_token)))).toBe(
      'INVALID_AUTH_CODE',
    );
    clock.advance(90 * DAY);
    expect(errorCode(() => run(simulator, 'token', byRefresh(second.refresh_token)))).toBe(
      'INVALID_AUTH_CODE',
    );
  });
});

describe('revokeAccessToWebApp', () => {
  it("ends the vendor's access tokens and refresh tokens for the caller's account only", () => {
    const { simulator } = setUp();
    const mine = run(simulator, 'token', tokenByCode(codeFor(simulator))) as VendorAccessTokenInfo;
    const theirs = run(
      simulator,
      'token',
      tokenByCode(codeFor(simulator, '100002')),
    ) as VendorAccessTokenInfo;
    const caller = simulator.sessions.create('SSO', '100001', SIM_DEFAULTS.appKey);
    expect(run(simulator, 'revokeAccessToWebApp', { vendorId: Number(VENDOR.vendorId) }, caller)).toBe(
      'SUCCESS',
    );
    expect(simulator.sessions.resolve(mine.access_token)).toBeUndefined();
    const refresh = tokenByCode('', { grant_type: 'REFRESH_TOKEN', refresh_token: mine.refresh_token });
    expect(errorCode(() => run(simulator, 'token', refresh))).toBe('INVALID_AUTH_CODE');
    expect(simulator.sessions.resolve(theirs.access_token)?.accountId).toBe('100002');
    expect(simulator.sessions.resolve(caller.token)).toBeDefined();
  });

  it('refuses a missing or unknown vendorId and a call without session', () => {
    const { simulator } = setUp();
    const caller = simulator.sessions.create('SSO', '100001');
    expect(errorCode(() => run(simulator, 'revokeAccessToWebApp', {}, caller))).toBe('INVALID_INPUT_DATA');
    expect(errorCode(() => run(simulator, 'revokeAccessToWebApp', { vendorId: 12 }, caller))).toBe(
      'INVALID_VENDOR_CLIENT_ID',
    );
    expect(errorCode(() => run(simulator, 'revokeAccessToWebApp', { vendorId: VENDOR.vendorId }))).toBe(
      'NO_SESSION',
    );
  });
});

describe('getDeveloperAppKeys', () => {
  it('lists the registered keys as versions of one app owned by the caller, without the vendor secret', () => {
    const { simulator } = setUp();
    const caller = simulator.sessions.create('SSO', '100001', SIM_DEFAULTS.appKey);
    const apps = run(simulator, 'getDeveloperAppKeys', {}, caller);
    const common = { owner: 'demo', subscriptionRequired: false, ownerManaged: false, active: true };
    expect(apps).toEqual([
      {
        appName: 'Greenbook',
        appId: 1,
        appVersions: [
          {
            ...common,
            versionId: 1,
            version: '1.0',
            applicationKey: SIM_DEFAULTS.appKey,
            delayData: false,
            vendorId: 70001,
          },
          {
            ...common,
            versionId: 2,
            version: '1.0-DELAY',
            applicationKey: SIM_DEFAULTS.delayedAppKey,
            delayData: true,
          },
        ],
      },
    ]);
    expect(JSON.stringify(apps)).not.toContain(VENDOR.vendorSecret);
  });
});

describe('getVendorClientId', () => {
  it("is the caller's own id at the app key's vendor, distinct per account; a key with no vendor is INVALID_APP_KEY", () => {
    const { simulator } = setUp();
    const caller = simulator.sessions.create('SSO', '100001');
    const other = simulator.sessions.create('SSO', '100002');
    expect(run(simulator, 'getVendorClientId', {}, caller)).toBe(vendorClientId('100001', VENDOR.vendorId));
    expect(run(simulator, 'getVendorClientId', {}, other)).not.toBe(
      run(simulator, 'getVendorClientId', {}, caller),
    );
    expect(errorCode(() => run(simulator, 'getVendorClientId', {}, caller, SIM_DEFAULTS.delayedAppKey))).toBe(
      'INVALID_APP_KEY',
    );
  });
});
