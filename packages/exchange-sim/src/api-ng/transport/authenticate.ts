// The caller's identity from the request headers (betfair-protocol §1.4): X-Application first
// (NO_APP_KEY when absent, INVALID_APP_KEY when unknown), then the session from X-Authentication
// or `Authorization: BEARER <token>` (NO_SESSION when absent, INVALID_SESSION_INFORMATION when
// unknown or expired).
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../core/api-error.js';
import type { AppKey } from '../../identity/app-keys.js';
import type { Session } from '../../identity/session-store.js';
import type { Simulator } from '../../simulator.js';
import type { AuthRequirement } from '../operation-handler.js';

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** The session token: X-Authentication, else a BEARER token (scheme case-insensitive). */
function sessionToken(headers: IncomingHttpHeaders): string | undefined {
  const direct = header(headers, 'x-authentication');
  if (direct !== undefined) return direct;
  const match = /^bearer\s+(\S+)$/i.exec(header(headers, 'authorization') ?? '');
  return match?.[1];
}

export interface Identity {
  readonly appKey: AppKey;
  readonly session: Session | undefined;
}

export function authenticate(
  simulator: Simulator,
  headers: IncomingHttpHeaders,
  requirement: AuthRequirement,
): Identity {
  const key = header(headers, 'x-application');
  if (key === undefined) throw new ApiError('NO_APP_KEY');
  const appKey = simulator.appKeys.key(key);
  if (appKey === undefined) throw new ApiError('INVALID_APP_KEY');
  if (requirement === 'appKey') return { appKey, session: undefined };
  const token = sessionToken(headers);
  if (token === undefined) throw new ApiError('NO_SESSION');
  const session = simulator.sessions.resolve(token);
  if (session === undefined) throw new ApiError('INVALID_SESSION_INFORMATION');
  return { appKey, session };
}
