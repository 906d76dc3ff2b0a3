// Error reports carry the web app's state and local storage (account-and-product §7), which hold
// the exchange token (§3: "token (stored as token type plus access token in local storage)").
// Credentials are removed before a report is stored: fields whose name says token, authorization,
// password, secret or cookie are dropped, "BEARER …" values are blanked, and local-storage values
// that are themselves JSON (the saved state) are cleaned inside, or blanked when nested too deep
// to walk safely.
import { nestsWithin } from './json-depth.js';

const SECRET_FIELD = /token|authori[sz]ation|password|secret|cookie/i;
const BEARER_VALUE = /^\s*bearer\s+\S/i;
export const REDACTED = '[REDACTED]';

function stripString(value: string): string {
  if (BEARER_VALUE.test(value)) return REDACTED;
  const start = value.trimStart()[0];
  if (start !== '{' && start !== '[') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  return nestsWithin(parsed) ? JSON.stringify(stripSecrets(parsed)) : REDACTED;
}

/** A copy of a JSON value without credentials. */
export function stripSecrets(value: unknown): unknown {
  if (typeof value === 'string') return stripString(value);
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .map(([key, field]) => [key, stripSecrets(field)]),
    );
  }
  return value;
}
