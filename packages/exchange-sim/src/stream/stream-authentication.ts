// The authentication message (betfair-protocol §5.3): an app key the exchange issued and a live
// session — an SSO session token or an OAuth access token. Each failure has its own code and
// closes the connection.
import type { SimAccount } from '../core/accounts.js';
import type { AppKey } from '../identity/app-keys.js';
import type { Session } from '../identity/session-store.js';
import type { Simulator } from '../simulator.js';
import { StreamError } from './status-messages.js';

export interface StreamIdentity {
  readonly appKey: AppKey;
  readonly session: Session;
  readonly account: SimAccount;
}

export function authenticate(
  simulator: Simulator,
  appKey: string | undefined,
  token: string | undefined,
): StreamIdentity {
  if (appKey === undefined || appKey === '')
    throw new StreamError('NO_APP_KEY', 'No application key was given');
  const key = simulator.appKeys.key(appKey);
  if (key === undefined) throw new StreamError('INVALID_APP_KEY', 'The application key is not valid');
  if (token === undefined || token === '') throw new StreamError('NO_SESSION', 'No session token was given');
  const session = simulator.sessions.resolve(token);
  const account = session === undefined ? undefined : simulator.exchange.accounts.get(session.accountId);
  if (session === undefined || account === undefined) {
    throw new StreamError('INVALID_SESSION_INFORMATION', 'The session token is not valid or has expired');
  }
  return { appKey: key, session, account };
}
