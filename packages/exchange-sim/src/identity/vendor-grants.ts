// What a person grants a web vendor before the vendor holds an access token (betfair-protocol §4.5):
// authorisation codes (single-use, 10 minutes) from the vendor sign-on page, and refresh tokens
// that renew the access token. Both expire on the simulated clock.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../core/clock.js';

export interface GrantLifetimes {
  /** betfair-protocol §4.5: "valid 10 minutes". */
  readonly authCodeMs: number;
  /** The reference is silent on refresh-token lifetime; the simulator keeps them 90 days. */
  readonly refreshTokenMs: number;
}

export const DEFAULT_GRANT_LIFETIMES: GrantLifetimes = {
  authCodeMs: 10 * 60_000,
  refreshTokenMs: 90 * 24 * 3600_000,
};

/** Who granted which vendor access, until when. */
export interface Grant {
  readonly accountId: string;
  readonly vendorId: string;
  readonly expiresAt: number;
}

export type GrantKind = 'CODE' | 'REFRESH';

/** A grant as remembered across restarts. */
export interface StoredGrant extends Grant {
  readonly kind: GrantKind;
  readonly secret: string;
}

/** Unguessable and URL-safe: codes travel in a redirect's query string. */
const newGrantSecret = (): string => randomBytes(24).toString('base64url');

export class VendorGrants {
  private readonly codes = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, Grant>();
  /** Bumped by every change, so whatever remembers the grants knows when to look again. */
  version = 0;

  constructor(
    private readonly clock: Clock,
    readonly lifetimes: GrantLifetimes = DEFAULT_GRANT_LIFETIMES,
  ) {}

  /** A new authorisation code for the vendor sign-on's redirect. */
  issueCode(accountId: string, vendorId: string): string {
    return this.issue(this.codes, accountId, vendorId, this.lifetimes.authCodeMs);
  }

  /**
   * The account a live code was issued for, consuming the code. A code presented by another
   * vendor is refused but not consumed, so a stranger cannot burn the rightful vendor's code.
   */
  redeemCode(code: string, vendorId: string): string | undefined {
    return this.take(this.codes, code, vendorId);
  }

  issueRefreshToken(accountId: string, vendorId: string): string {
    return this.issue(this.refreshTokens, accountId, vendorId, this.lifetimes.refreshTokenMs);
  }

  /** Consumes a live refresh token (rotated on use) and returns the account it was issued for. */
  redeemRefreshToken(token: string, vendorId: string): string | undefined {
    return this.take(this.refreshTokens, token, vendorId);
  }

  all(): StoredGrant[] {
    const stored: StoredGrant[] = [];
    for (const [secret, grant] of this.codes) stored.push({ kind: 'CODE', secret, ...grant });
    for (const [secret, grant] of this.refreshTokens) stored.push({ kind: 'REFRESH', secret, ...grant });
    return stored;
  }

  /** Puts remembered grants back after a restart; expired ones stay out. */
  restore(grants: Iterable<StoredGrant>): void {
    const now = this.clock.now();
    for (const { kind, secret, accountId, vendorId, expiresAt } of grants) {
      if (expiresAt <= now) continue;
      (kind === 'CODE' ? this.codes : this.refreshTokens).set(secret, { accountId, vendorId, expiresAt });
    }
    this.version += 1;
  }

  /** Drops every code and refresh token the account gave the vendor (revokeAccessToWebApp). */
  revoke(accountId: string, vendorId: string): void {
    for (const store of [this.codes, this.refreshTokens]) {
      for (const [secret, grant] of store) {
        if (grant.accountId === accountId && grant.vendorId === vendorId) store.delete(secret);
      }
    }
    this.version += 1;
  }

  private issue(store: Map<string, Grant>, accountId: string, vendorId: string, lifetimeMs: number): string {
    this.dropExpired(store);
    const secret = newGrantSecret();
    store.set(secret, { accountId, vendorId, expiresAt: this.clock.now() + lifetimeMs });
    this.version += 1;
    return secret;
  }

  private take(store: Map<string, Grant>, secret: string, vendorId: string): string | undefined {
    const grant = store.get(secret);
    if (grant === undefined || grant.vendorId !== vendorId) return undefined;
    store.delete(secret);
    this.version += 1;
    return grant.expiresAt > this.clock.now() ? grant.accountId : undefined;
  }

  /** Grants nobody redeemed would otherwise pile up for the life of the process. */
  private dropExpired(store: Map<string, Grant>): void {
    const now = this.clock.now();
    for (const [secret, grant] of store) if (grant.expiresAt <= now) store.delete(secret);
  }
}
