// The server half of the vendor sign-on (betfair-protocol §4.5 step 3; account-and-product §7
// product service, §8 login errors): the sign-on code becomes the person's access token through
// the exchange's OAuth `token` account operation, with the vendor id and the secret that only this
// process holds.
import { ApiNgError, BetfairApi, NO_RESPONSE, RestTransport } from '@greenbook/betfair';
import type { ExchangeLink } from '../exchange/exchange-link.js';

/** What the browser gets on success. No refresh token: only a server holding the secret could use it. */
export interface SignInToken {
  readonly access_token: string;
  readonly token_type: string;
  /** Seconds the access token lives (the exchange may send a string: §4.5 step 4). */
  readonly expires_in?: number;
  /** The person's id at our vendor, the key of their settings (§3.3). */
  readonly vendor_client_id?: string;
}

export type SignInOutcome =
  | { readonly ok: true; readonly token: SignInToken }
  | {
      readonly ok: false;
      /** 400 the code was refused; 502 the exchange refused us or did not answer. */
      readonly status: 400 | 502;
      readonly errorCode: string;
      /** The text for clients without their own (the widgets flow); English. */
      readonly message: string;
      /** The exchange's own error details for a refused code, when it gave some (§8). */
      readonly details?: string;
    };

export const LOGIN_FAILED_MESSAGE = 'Something went wrong when trying to login. Please try again later.';
export const LOGIN_UNREACHABLE_MESSAGE =
  'Error communicating with our login service. Check your internet connection and try again.';

/** Failures about the person's code; any other refusal is our vendor set-up, not theirs. */
const CODE_ERRORS = new Set(['INVALID_AUTH_CODE']);

function seconds(value: number | string | undefined): number | undefined {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined;
}

export async function exchangeSignOnCode(link: ExchangeLink, code: string): Promise<SignInOutcome> {
  let vendorToken: string | undefined;
  try {
    // Betfair wants the vendor's own session on this call (§4.5 step 3); the embedded exchange does not.
    vendorToken = await link.vendorSession?.token();
  } catch (error) {
    const refused = error instanceof Error && error.message.startsWith('vendor login refused');
    return refused
      ? { ok: false, status: 502, errorCode: 'VENDOR_LOGIN_FAILED', message: LOGIN_FAILED_MESSAGE }
      : { ok: false, status: 502, errorCode: NO_RESPONSE, message: LOGIN_UNREACHABLE_MESSAGE };
  }
  try {
    const api = new BetfairApi(
      new RestTransport({
        bettingUrl: link.bettingUrl,
        accountUrl: link.accountUrl,
        appKey: link.appKey,
        ...(vendorToken === undefined ? {} : { auth: { kind: 'session' as const, token: vendorToken } }),
      }),
    );
    const info = await api.account('token', {
      client_id: link.vendorId,
      grant_type: 'AUTHORIZATION_CODE',
      code,
      client_secret: link.vendorSecret,
    });
    const expiresIn = seconds(info.expires_in);
    const vendorClientId =
      info.application_subscription.vendor_client_id ?? info.application_subscription.vendorClientId;
    return {
      ok: true,
      token: {
        access_token: info.access_token,
        token_type: info.token_type,
        ...(expiresIn === undefined ? {} : { expires_in: expiresIn }),
        ...(vendorClientId === undefined ? {} : { vendor_client_id: vendorClientId }),
      },
    };
  } catch (error) {
    if (!(error instanceof ApiNgError)) throw error;
    if (error.errorCode === 'INVALID_SESSION_INFORMATION') link.vendorSession?.invalidate();
    if (error.errorCode === NO_RESPONSE) {
      return { ok: false, status: 502, errorCode: NO_RESPONSE, message: LOGIN_UNREACHABLE_MESSAGE };
    }
    if (CODE_ERRORS.has(error.errorCode)) {
      // §8: the response's error details when there are some, else the generic text.
      if (error.errorDetails === '')
        return { ok: false, status: 400, errorCode: error.errorCode, message: LOGIN_FAILED_MESSAGE };
      const details = error.errorDetails;
      return { ok: false, status: 400, errorCode: error.errorCode, message: details, details };
    }
    return { ok: false, status: 502, errorCode: error.errorCode, message: LOGIN_FAILED_MESSAGE };
  }
}
