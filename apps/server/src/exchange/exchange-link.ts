// How the server reaches the exchange: the same shape for the embedded exchange (mounted in this
// process) and for Betfair, so nothing above knows which one it talks to (architecture.md).
import type { NodeStreamEndpoint } from '@greenbook/betfair/node';
import type { VendorSession } from './vendor-session.js';

export interface ExchangeLink {
  /** API-NG REST bases, e.g. …/exchange/betting/rest/v1.0 and …/exchange/account/rest/v1.0. */
  readonly bettingUrl: string;
  readonly accountUrl: string;
  /** The navigation menu (GET). */
  readonly navigationMenuUrl: string;
  /** The person-facing sign-on page (the browser goes there with client_id and redirect_uri). */
  readonly vendorLoginUrl: string;
  /** The vendor (web app) credentials; the secret never leaves the server. */
  readonly appKey: string;
  readonly vendorId: string;
  readonly vendorSecret: string;
  /** Where the stream bridge connects for each browser socket. */
  readonly stream: NodeStreamEndpoint;
  /** The vendor's own session for the OAuth token call (Betfair); undefined when not needed. */
  readonly vendorSession?: VendorSession | undefined;
}
