// Error reports carry the web app's state and local storage (account-and-product §7), which hold
// the exchange token (§3: "token (stored as token type plus access token in local storage)"), and
// a description and path that may quote it. Credentials are removed before a report is stored
// (issue 14 §4), by key and by value:
// - fields whose name says token, authorization, authentication, password, secret, cookie,
//   session, ssoid, refresh or code are dropped, also as [name, value] pairs inside arrays;
// - every value those fields held, and the caller's own token, is blanked wherever else it appears
//   (the description, the path, text inside other fields);
// - anything that looks like a token (a long base64 run with letters and digits), "BEARER …"
//   values and credential query parameters are blanked;
// - text that is itself JSON (the saved state in local storage) is cleaned inside, or blanked when
//   nested too deep to walk safely.
import { nestsWithin } from './json-depth.js';

const SECRET_FIELD =
  /token|authori[sz]ation|authentication|password|passwd|secret|cookie|session|ssoid|refresh|^(auth_?)?code$/i;
/** A bare field name (e.g. a header name in a [name, value] pair), not prose. */
const FIELD_NAME = /^[\w.-]{1,64}$/;
const BEARER_VALUE = /^\s*bearer\s+\S/i;
const BEARER_IN_TEXT = /(bearer\s+)[^\s"',;]+/gi;
const SECRET_PARAMETER = /([?&#;](?:code|token|access_token|refresh_token|session|ssoid)=)[^&#\s"']*/gi;
/** Exchange tokens are 32+ random bytes in base64: long runs that mix letters and digits. */
const TOKEN_LIKE = /(?<![\w+/-])(?=[\w+/-]*\d)(?=[\w+/-]*[A-Za-z])[\w+/-]{32,}={0,2}/g;
/** Values shorter than this are not searched for elsewhere (they would blank ordinary words). */
const MIN_KNOWN_SECRET = 8;
export const REDACTED = '[REDACTED]';

const isSecretField = (name: string): boolean => FIELD_NAME.test(name) && SECRET_FIELD.test(name);

/** Parses text that is itself JSON, or undefined. */
function embeddedJson(text: string): unknown {
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every string a credential field holds in `value` (JSON kept as text included). */
export function secretsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  const addAll = (secret: unknown): void => {
    if (typeof secret === 'string') found.add(secret);
    else if (typeof secret === 'object' && secret !== null) Object.values(secret).forEach(addAll);
  };
  if (typeof value === 'string') {
    const parsed = embeddedJson(value);
    if (parsed !== undefined && nestsWithin(parsed)) secretsIn(parsed, found);
  } else if (Array.isArray(value)) {
    value.forEach((element, index) => {
      const before: unknown = value[index - 1];
      if (typeof before === 'string' && isSecretField(before)) addAll(element);
      else secretsIn(element, found);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (isSecretField(key)) addAll(field);
      else secretsIn(field, found);
    }
  }
  return found;
}

/** Text with known secrets, bearer values, credential parameters and token-like runs blanked. */
export function redactText(text: string, known: ReadonlySet<string> = new Set()): string {
  let cleaned = text;
  for (const secret of [...known].sort((a, b) => b.length - a.length)) {
    if (secret.length >= MIN_KNOWN_SECRET) cleaned = cleaned.split(secret).join(REDACTED);
  }
  return cleaned
    .replace(BEARER_IN_TEXT, `$1${REDACTED}`)
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
    .replace(TOKEN_LIKE, REDACTED);
}

function stripString(value: string, known: ReadonlySet<string>): string {
  if (BEARER_VALUE.test(value)) return REDACTED;
  const parsed = embeddedJson(value);
  if (parsed === undefined) return redactText(value, known);
  return nestsWithin(parsed) ? JSON.stringify(stripSecrets(parsed, known)) : REDACTED;
}

/** A copy of a JSON value without credentials; `known` are secrets to blank wherever they appear. */
export function stripSecrets(value: unknown, known: ReadonlySet<string> = secretsIn(value)): unknown {
  if (typeof value === 'string') return stripString(value, known);
  if (Array.isArray(value)) {
    return value.map((element, index) => {
      const before: unknown = value[index - 1];
      return typeof before === 'string' && isSecretField(before) ? REDACTED : stripSecrets(element, known);
    });
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isSecretField(key))
        .map(([key, field]) => [key, stripSecrets(field, known)]),
    );
  }
  return value;
}
