// Signing a person in: username and password against the exchange's accounts (betfair-protocol
// §4.1, §4.2). In the simulator username = password for the demo accounts; synthetic liquidity
// accounts have no person behind them and cannot sign in.
import type { SimAccount } from '../core/accounts.js';
import type { Simulator } from '../simulator.js';

/** Longer values are not credentials; refused before any lookup. */
const MAX_CREDENTIAL_LENGTH = 256;

export type CredentialCheck =
  | { readonly ok: true; readonly account: SimAccount }
  | { readonly ok: false; readonly error: 'INPUT_VALIDATION_ERROR' | 'INVALID_USERNAME_OR_PASSWORD' };

const isCredential = (value: string | undefined): value is string =>
  value !== undefined && value.length > 0 && value.length <= MAX_CREDENTIAL_LENGTH;

/** Usernames match exactly (the reference is silent on case); so do passwords. */
export function checkCredentials(
  simulator: Simulator,
  username: string | undefined,
  password: string | undefined,
): CredentialCheck {
  if (!isCredential(username) || !isCredential(password))
    return { ok: false, error: 'INPUT_VALIDATION_ERROR' };
  for (const account of simulator.exchange.accounts.values()) {
    const { spec } = account;
    if (spec.synthetic !== true && spec.username === username && spec.password === password) {
      return { ok: true, account };
    }
  }
  return { ok: false, error: 'INVALID_USERNAME_OR_PASSWORD' };
}

/** The usernames a person may sign in with (shown as a hint on the sign-on page). */
export function personUsernames(simulator: Simulator): string[] {
  return [...simulator.exchange.accounts.values()]
    .filter((account) => account.spec.synthetic !== true)
    .map((account) => account.spec.username);
}
