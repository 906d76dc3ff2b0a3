// The identity-side Accounts API operations (betfair-protocol §3.2, §3.3, §4.5) as handlers of
// the API-NG operation contract; the JSON-RPC and REST transports merge this table with theirs.
import type { DeveloperApp, DeveloperAppVersion } from '@greenbook/betfair';
import { ApiError } from '../core/api-error.js';
import { vendorClientId } from './app-keys.js';
import type { OperationContext, OperationTable } from '../api-ng/operation-handler.js';
import type { Session } from './session-store.js';
import type { Simulator } from '../simulator.js';
import type { AppKey } from './app-keys.js';
import { exchangeToken, idParam } from './oauth-token.js';

/** The transport resolves the session of a 'session' operation; a handler still refuses none. */
function sessionOf(context: OperationContext): Session {
  if (context.session === undefined) throw new ApiError('NO_SESSION');
  return context.session;
}

/** §4.5 revokeAccessToWebApp: the caller's account withdraws a vendor's access tokens and grants. */
function revokeAccessToWebApp(params: Record<string, unknown>, context: OperationContext): 'SUCCESS' {
  const { accountId } = sessionOf(context);
  const vendorId = idParam(params.vendorId);
  if (vendorId === undefined) throw new ApiError('INVALID_INPUT_DATA', 'vendorId is required');
  if (context.simulator.appKeys.vendor(vendorId) === undefined) {
    throw new ApiError('INVALID_VENDOR_CLIENT_ID', 'vendorId names no web vendor');
  }
  context.simulator.sessions.endVendorSessions(accountId, vendorId);
  context.simulator.sessions.vendorGrants.revoke(accountId, vendorId);
  return 'SUCCESS';
}

/** DeveloperAppVersion.vendorId is an i64: present only for a vendor key with a numeric id. */
function vendorIdOf(simulator: Simulator, key: AppKey): { vendorId?: number } {
  const vendorId = simulator.appKeys.vendorOfAppKey(key.key)?.vendorId;
  return vendorId !== undefined && /^\d{1,15}$/.test(vendorId) ? { vendorId: Number(vendorId) } : {};
}

/**
 * §3.2 getDeveloperAppKeys. The simulator has one developer app: every registered key is one of
 * its versions (Betfair gives each app a live and a delayed version, named "1.0" and "1.0-DELAY"
 * [?]), named after the live key, owned by the caller. vendorSecret is never returned: the
 * simulator's secret is configuration, not something to hand to every account.
 */
function getDeveloperAppKeys(context: OperationContext): DeveloperApp[] {
  const { simulator } = context;
  const session = sessionOf(context);
  const owner = simulator.exchange.accounts.get(session.accountId)?.spec.username ?? session.accountId;
  const keys = simulator.appKeys.allKeys();
  const named = keys.find((key) => !key.delayed) ?? keys[0];
  if (named === undefined) return [];
  const appVersions = keys.map((key, index): DeveloperAppVersion => ({
    owner,
    versionId: index + 1,
    version: key.delayed ? '1.0-DELAY' : '1.0',
    applicationKey: key.key,
    delayData: key.delayed,
    subscriptionRequired: false,
    ownerManaged: false,
    active: true,
    ...vendorIdOf(simulator, key),
  }));
  return [{ appName: named.name, appId: 1, appVersions }];
}

/** §3.3 getVendorClientId: the caller's own id at the vendor whose app key (X-Application) calls. */
function getVendorClientId(context: OperationContext): string {
  const { accountId } = sessionOf(context);
  const vendor = context.simulator.appKeys.vendorOfAppKey(context.appKey.key);
  if (vendor === undefined) throw new ApiError('INVALID_APP_KEY', 'the app key belongs to no web vendor');
  return vendorClientId(accountId, vendor.vendorId);
}

export const IDENTITY_ACCOUNT_OPERATIONS: OperationTable = {
  // §4.5: authorised by the vendor's secret, so X-Application alone.
  token: {
    service: 'account',
    auth: 'appKey',
    run: (params, context) => exchangeToken(context.simulator, params, context.appKey),
  },
  revokeAccessToWebApp: { service: 'account', auth: 'session', run: revokeAccessToWebApp },
  getDeveloperAppKeys: {
    service: 'account',
    auth: 'session',
    run: (_params, context) => getDeveloperAppKeys(context),
  },
  getVendorClientId: {
    service: 'account',
    auth: 'session',
    run: (_params, context) => getVendorClientId(context),
  },
};
