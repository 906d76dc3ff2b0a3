// account-and-product §1/§2/§5/§9: which exchange sign-on domain a visitor's country gets.
import { GEO_CODE_ALIASES } from '../constants/product.js';

/**
 * account-and-product §1: the sign-on domains by key. The spec lists "international, Australia,
 * Italy, Spain, Romania, Sweden, plus a default" and names the default key DEFAULT; the
 * international domain is the default one (there is no country for "international"), so it is
 * the DEFAULT key here. Country keys are the ISO 3166-1 alpha-3 codes the geo service returns
 * (result.country_code3).
 */
export const LOGIN_DOMAINS = {
  DEFAULT: 'International',
  AUS: 'Australia',
  ITA: 'Italy',
  ESP: 'Spain',
  ROU: 'Romania',
  SWE: 'Sweden',
} as const;

/** account-and-product §2: a key of the login-domain dropdown. */
export type LoginDomainKey = keyof typeof LOGIN_DOMAINS;

/**
 * account-and-product §5: the preselected login domain for a geo country code (alpha-3).
 * ROM (the old code of Romania) counts as ROU; case and spaces are ignored; anything else,
 * including the geo service's ERROR and a missing code, is DEFAULT.
 */
export function loginDomainForCountry(countryCode3: string | undefined): LoginDomainKey {
  const upper = (countryCode3 ?? '').trim().toUpperCase();
  const code = GEO_CODE_ALIASES[upper] ?? upper;
  return isLoginDomainKey(code) ? code : 'DEFAULT';
}

/** account-and-product §2: true when the value is a key of the login-domain dropdown. */
export function isLoginDomainKey(value: string): value is LoginDomainKey {
  return Object.hasOwn(LOGIN_DOMAINS, value);
}
