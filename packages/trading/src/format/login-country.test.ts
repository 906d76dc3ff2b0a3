import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_DOMAINS, loginDomainForCountry } from './login-country.js';

describe('loginDomainForCountry (account-and-product §5)', () => {
  it('offers international (DEFAULT), Australia, Italy, Spain, Romania and Sweden', () => {
    expect(Object.keys(LOGIN_DOMAINS)).toEqual(['DEFAULT', 'AUS', 'ITA', 'ESP', 'ROU', 'SWE']);
  });

  it('maps ROM to ROU and known codes to themselves', () => {
    expect(loginDomainForCountry('ROM')).toBe('ROU');
    expect(loginDomainForCountry('ROU')).toBe('ROU');
    expect(loginDomainForCountry('rom')).toBe('ROU');
    expect(loginDomainForCountry(' ita ')).toBe('ITA');
    expect(loginDomainForCountry('AUS')).toBe('AUS');
    expect(loginDomainForCountry('ESP')).toBe('ESP');
    expect(loginDomainForCountry('SWE')).toBe('SWE');
  });

  it('sends every other country, the geo error and a missing code to DEFAULT', () => {
    expect(loginDomainForCountry('GBR')).toBe('DEFAULT');
    expect(loginDomainForCountry('PRT')).toBe('DEFAULT');
    expect(loginDomainForCountry('ERROR')).toBe('DEFAULT');
    expect(loginDomainForCountry('')).toBe('DEFAULT');
    expect(loginDomainForCountry(undefined)).toBe('DEFAULT');
    expect(loginDomainForCountry('constructor')).toBe('DEFAULT');
    expect(loginDomainForCountry('__proto__')).toBe('DEFAULT');
  });

  it('always answers a key of the dropdown', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(Object.keys(LOGIN_DOMAINS)).toContain(loginDomainForCountry(code));
      }),
    );
  });
});
