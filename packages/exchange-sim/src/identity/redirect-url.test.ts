import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vendorRedirectTarget, withAuthCode } from './redirect-url.js';

const target = (registered: string, redirectUri?: string): string | undefined =>
  vendorRedirectTarget(registered, redirectUri)?.toString();

describe('vendorRedirectTarget', () => {
  it('is the registered URL when redirect_uri is absent or empty', () => {
    expect(target('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/');
    expect(target('https://vendor.example/app', '')).toBe('https://vendor.example/app');
  });

  it('appends a relative redirect_uri below the registered path with exactly one slash', () => {
    expect(target('https://vendor.example/', '/auth/callback')).toBe('https://vendor.example/auth/callback');
    expect(target('https://vendor.example/app', 'auth/callback')).toBe(
      'https://vendor.example/app/auth/callback',
    );
    expect(target('https://vendor.example/app/', '//auth')).toBe('https://vendor.example/app/auth');
  });

  it('keeps the redirect_uri query and fragment, after the registered query', () => {
    expect(target('https://vendor.example/app?tenant=1', 'cb?state=a%20b#done')).toBe(
      'https://vendor.example/app/cb?tenant=1&state=a+b#done',
    );
  });

  it('uses an absolute redirect_uri on the registered origin as is, and refuses any other origin', () => {
    expect(target('https://vendor.example/app', 'https://vendor.example/other?x=1')).toBe(
      'https://vendor.example/other?x=1',
    );
    expect(target('https://vendor.example/app', 'https://evil.example/app')).toBeUndefined();
    expect(target('https://vendor.example/app', 'http://vendor.example/app')).toBeUndefined();
    expect(target('https://vendor.example/app', 'javascript:alert(1)')).toBeUndefined();
  });

  it('never lets a relative redirect_uri change the host (backslashes, protocol-relative paths)', () => {
    expect(vendorRedirectTarget('https://vendor.example/', '\\\\evil.example/x')?.host).toBe(
      'vendor.example',
    );
    expect(vendorRedirectTarget('https://vendor.example/', '//evil.example/x')?.host).toBe('vendor.example');
  });

  it('property: every target is on the registered origin', () => {
    fc.assert(
      fc.property(fc.string(), (redirectUri) => {
        const result = vendorRedirectTarget('https://vendor.example/base/', redirectUri);
        return result === undefined || result.origin === 'https://vendor.example';
      }),
    );
  });
});

describe('withAuthCode', () => {
  it('sets the code query parameter, before any fragment, replacing one already there', () => {
    expect(withAuthCode(new URL('https://vendor.example/cb?state=1#top'), 'a+b/c')).toBe(
      'https://vendor.example/cb?state=1&code=a%2Bb%2Fc#top',
    );
    expect(withAuthCode(new URL('https://vendor.example/cb?code=forged'), 'real')).toBe(
      'https://vendor.example/cb?code=real',
    );
  });
});
