// Sessions of the simulated exchange: SSO session tokens (api/login) and OAuth access tokens
// (vendor web apps). Both resolve to an account; both expire on the simulated clock
// (betfair-protocol §4.3: 12 h by default for .com sessions, configurable; OAuth expires_in 4 h).
import { randomBytes } from 'node:crypto';
import type { Clock } from '../core/clock.js';
import { DEFAULT_GRANT_LIFETIMES, VendorGrants } from './vendor-grants.js';

export type SessionKind = 'SSO' | 'OAUTH';

export interface Session {
  readonly token: string;
  readonly kind: SessionKind;
  readonly accountId: string;
  /** The app key the session was created with (SSO login's X-Application), if any. */
  readonly appKey: string | undefined;
  /** The vendor an OAuth token was issued to. */
  readonly vendorId: string | undefined;
  readonly createdAt: number;
  expiresAt: number;
}

export interface SessionLifetimes {
  readonly ssoMs: number;
  readonly oauthMs: number;
  /** Vendor sign-on authorisation codes; default 10 minutes (betfair-protocol §4.5). */
  readonly authCodeMs?: number;
  /** OAuth refresh tokens; default 90 days (the reference is silent). */
  readonly refreshTokenMs?: number;
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { ssoMs: 12 * 3600_000, oauthMs: 4 * 3600_000 };

/** A token that cannot be guessed: 32 random bytes, base64. */
export const newToken = (): string => randomBytes(32).toString('base64');

export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  /** Bumped by every change, so whatever remembers the sessions knows when to look again. */
  version = 0;
  /** Codes and refresh tokens that lead to OAuth sessions (vendor sign-on, token call). */
  readonly vendorGrants: VendorGrants;

  constructor(
    private readonly clock: Clock,
    readonly lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
  ) {
    for (const [name, ms] of Object.entries(lifetimes)) {
      if (ms !== undefined && !(Number.isFinite(ms) && ms > 0)) {
        throw new RangeError(`Session lifetime ${name} must be a positive number of ms, got ${String(ms)}`);
      }
    }
    this.vendorGrants = new VendorGrants(clock, {
      authCodeMs: lifetimes.authCodeMs ?? DEFAULT_GRANT_LIFETIMES.authCodeMs,
      refreshTokenMs: lifetimes.refreshTokenMs ?? DEFAULT_GRANT_LIFETIMES.refreshTokenMs,
    });
  }

  create(kind: SessionKind, accountId: string, appKey?: string, vendorId?: string): Session {
    const now = this.clock.now();
    const session: Session = {
      token: newToken(),
      kind,
      accountId,
      appKey,
      vendorId,
      createdAt: now,
      expiresAt: now + (kind === 'SSO' ? this.lifetimes.ssoMs : this.lifetimes.oauthMs),
    };
    this.sessions.set(session.token, session);
    this.version += 1;
    return session;
  }

  all(): Iterable<Session> {
    return this.sessions.values();
  }

  /** Puts remembered sessions back after a restart; expired ones stay out. */
  restore(sessions: Iterable<Session>): void {
    const now = this.clock.now();
    for (const session of sessions) if (session.expiresAt > now) this.sessions.set(session.token, session);
    this.version += 1;
  }

  /** The live session of a token, or undefined when unknown or expired. */
  resolve(token: string): Session | undefined {
    const session = this.sessions.get(token);
    if (session === undefined) return undefined;
    if (session.expiresAt <= this.clock.now()) {
      this.sessions.delete(token);
      this.version += 1;
      return undefined;
    }
    return session;
  }

  /** Extends a live SSO session by its full lifetime (identity keepAlive). */
  keepAlive(token: string): Session | undefined {
    const session = this.resolve(token);
    if (session !== undefined) {
      session.expiresAt = this.clock.now() + this.lifetimes.ssoMs;
      this.version += 1;
    }
    return session;
  }

  end(token: string): boolean {
    this.version += 1;
    return this.sessions.delete(token);
  }

  /** Ends every OAuth session a vendor holds for an account (revokeAccessToWebApp). */
  endVendorSessions(accountId: string, vendorId: string): number {
    let ended = 0;
    for (const [token, session] of this.sessions) {
      if (session.accountId === accountId && session.vendorId === vendorId) {
        this.sessions.delete(token);
        ended += 1;
      }
    }
    this.version += 1;
    return ended;
  }
}
