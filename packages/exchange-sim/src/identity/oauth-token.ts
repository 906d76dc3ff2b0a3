// The vendor's server-to-server `token` call (betfair-protocol §4.5 steps 3–5): an authorisation
// code or a refresh token, with the vendor's client_id and client_secret, becomes an OAuth access
// token for the person who signed in.
import type { VendorAccessTokenInfo } from '@greenbook/betfair';
import { ApiError } from '../core/api-error.js';
import type { Simulator } from '../simulator.js';
import { vendorClientId, type AppKey, type Vendor } from './app-keys.js';

/** A non-empty string parameter. */
export const stringParam = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** An id the IDD types i64 but callers also send as a string (vendorId, client_id). */
export function idParam(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return stringParam(value);
}

/**
 * client_id must name a vendor whose app key is the call's X-Application: a key that is not the
 * vendor's cannot act for it (the reference is silent on which error; INVALID_VENDOR_CLIENT_ID).
 */
function callingVendor(simulator: Simulator, clientId: unknown, appKey: AppKey): Vendor {
  const id = idParam(clientId);
  const vendor = id === undefined ? undefined : simulator.appKeys.vendor(id);
  if (vendor === undefined) throw new ApiError('INVALID_VENDOR_CLIENT_ID', 'client_id names no web vendor');
  if (vendor.appKey !== appKey.key) {
    throw new ApiError('INVALID_VENDOR_CLIENT_ID', 'client_id is not the vendor of the X-Application key');
  }
  return vendor;
}

/**
 * The account the grant stands for, consuming the code or refresh token. A bad refresh token is
 * INVALID_AUTH_CODE: the reference's token errors have no refresh-token code of their own.
 */
function grantedAccount(simulator: Simulator, params: Record<string, unknown>, vendor: Vendor): string {
  const grants = simulator.sessions.vendorGrants;
  switch (params.grant_type) {
    case 'AUTHORIZATION_CODE': {
      const code = stringParam(params.code);
      const accountId = code === undefined ? undefined : grants.redeemCode(code, vendor.vendorId);
      if (accountId === undefined)
        throw new ApiError('INVALID_AUTH_CODE', 'code is unknown, used or expired');
      return accountId;
    }
    case 'REFRESH_TOKEN': {
      const token = stringParam(params.refresh_token);
      const accountId = token === undefined ? undefined : grants.redeemRefreshToken(token, vendor.vendorId);
      if (accountId === undefined)
        throw new ApiError('INVALID_AUTH_CODE', 'refresh_token is unknown, used or expired');
      return accountId;
    }
    default:
      throw new ApiError('INVALID_GRANT_TYPE', 'grant_type must be AUTHORIZATION_CODE or REFRESH_TOKEN');
  }
}

/**
 * §4.5 `token`. Checks run client_id, client_secret, grant_type, then the grant, so a call with a
 * wrong secret never consumes a code. Each success issues a new access token (an OAUTH session)
 * and a new refresh token; the refresh token used is spent (rotation), the access tokens already
 * issued live on until they expire or are revoked. `expires_in` is a number of seconds, as the IDD
 * types it (the doc example's string form is the other side of §9).
 */
export function exchangeToken(
  simulator: Simulator,
  params: Record<string, unknown>,
  appKey: AppKey,
): VendorAccessTokenInfo {
  const vendor = callingVendor(simulator, params.client_id, appKey);
  if (params.client_secret !== vendor.vendorSecret)
    throw new ApiError('INVALID_SECRET', 'client_secret is wrong');
  const accountId = grantedAccount(simulator, params, vendor);
  const session = simulator.sessions.create('OAUTH', accountId, vendor.appKey, vendor.vendorId);
  return {
    access_token: session.token,
    refresh_token: simulator.sessions.vendorGrants.issueRefreshToken(accountId, vendor.vendorId),
    token_type: 'BEARER',
    expires_in: Math.floor((session.expiresAt - session.createdAt) / 1000),
    application_subscription: { vendor_client_id: vendorClientId(accountId, vendor.vendorId) },
  };
}
