import { describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.js';
import { SessionStore } from './session-store.js';
import { VendorGrants } from './vendor-grants.js';

const MINUTE = 60_000;
const DAY = 24 * 3600_000;

describe('VendorGrants authorisation codes', () => {
  it('redeem once, for the vendor they were issued to', () => {
    const grants = new VendorGrants(new ManualClock());
    const code = grants.issueCode('100001', '70001');
    expect(grants.redeemCode(code, '70001')).toBe('100001');
    expect(grants.redeemCode(code, '70001')).toBeUndefined();
  });

  it('are not consumed when another vendor presents them', () => {
    const grants = new VendorGrants(new ManualClock());
    const code = grants.issueCode('100001', '70001');
    expect(grants.redeemCode(code, '70002')).toBeUndefined();
    expect(grants.redeemCode(code, '70001')).toBe('100001');
  });

  it('live 10 minutes of simulated time', () => {
    const clock = new ManualClock();
    const grants = new VendorGrants(clock);
    const early = grants.issueCode('100001', '70001');
    const late = grants.issueCode('100001', '70001');
    clock.advance(10 * MINUTE - 1);
    expect(grants.redeemCode(early, '70001')).toBe('100001');
    clock.advance(1);
    expect(grants.redeemCode(late, '70001')).toBeUndefined();
  });

  it('are distinct and URL-safe', () => {
    const grants = new VendorGrants(new ManualClock());
    const codes = new Set(Array.from({ length: 50 }, () => grants.issueCode('100001', '70001')));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('VendorGrants refresh tokens', () => {
  it('rotate: a refresh token redeems once and lives 90 days', () => {
    const clock = new ManualClock();
    const grants = new VendorGrants(clock);
    const token = grants.issueRefreshToken('100001', '70001');
    expect(grants.redeemRefreshToken(token, '70001')).toBe('100001');
    expect(grants.redeemRefreshToken(token, '70001')).toBeUndefined();
    const next = grants.issueRefreshToken('100001', '70001');
    clock.advance(90 * DAY);
    expect(grants.redeemRefreshToken(next, '70001')).toBeUndefined();
  });

  it('revoke drops only the given account and vendor pair', () => {
    const grants = new VendorGrants(new ManualClock());
    const revoked = grants.issueRefreshToken('100001', '70001');
    const revokedCode = grants.issueCode('100001', '70001');
    const otherVendor = grants.issueRefreshToken('100001', '70002');
    const otherAccount = grants.issueRefreshToken('100002', '70001');
    grants.revoke('100001', '70001');
    expect(grants.redeemRefreshToken(revoked, '70001')).toBeUndefined();
    expect(grants.redeemCode(revokedCode, '70001')).toBeUndefined();
    expect(grants.redeemRefreshToken(otherVendor, '70002')).toBe('100001');
    expect(grants.redeemRefreshToken(otherAccount, '70001')).toBe('100002');
  });
});

describe('SessionStore lifetimes', () => {
  it('configure the grants too', () => {
    const clock = new ManualClock();
    const sessions = new SessionStore(clock, {
      ssoMs: DAY,
      oauthMs: DAY,
      authCodeMs: MINUTE,
      refreshTokenMs: DAY,
    });
    const code = sessions.vendorGrants.issueCode('100001', '70001');
    clock.advance(MINUTE);
    expect(sessions.vendorGrants.redeemCode(code, '70001')).toBeUndefined();
    expect(sessions.vendorGrants.lifetimes.refreshTokenMs).toBe(DAY);
  });

  it('refuse a lifetime that is not a positive number', () => {
    expect(() => new SessionStore(new ManualClock(), { ssoMs: 0, oauthMs: 1 })).toThrow(RangeError);
    expect(() => new SessionStore(new ManualClock(), { ssoMs: 1, oauthMs: Number.NaN })).toThrow(/oauthMs/);
  });
});
