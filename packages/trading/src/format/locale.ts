// account-and-product §3/§5/§9: the logged user's locale, the exchange locale and the interface language.
import { INTERFACE_LANGUAGES, USER_DEFAULTS, type InterfaceLanguage } from '../constants/product.js';

/**
 * account-and-product §3: the user's locale code with underscores turned into hyphens
 * ('en_GB' → 'en-GB'), canonicalised (case fixed: 'EN_gb' → 'en-GB'); 'en' when the value is
 * missing or not a valid BCP 47 tag.
 */
export function normalizeLocale(locale: string | undefined): string {
  const candidate = (locale ?? '').trim().replaceAll('_', '-');
  if (candidate === '') return USER_DEFAULTS.locale;
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? USER_DEFAULTS.locale;
  } catch {
    return USER_DEFAULTS.locale;
  }
}

/** account-and-product §3 localeBF: the language part of the normalised locale ('pt-BR' → 'pt'), sent to the exchange. */
export function exchangeLocale(locale: string | undefined): string {
  return normalizeLocale(locale).split('-')[0] ?? USER_DEFAULTS.locale;
}

/** account-and-product §9: the interface language for a locale: en or pt, anything else en. */
export function interfaceLanguage(locale: string | undefined): InterfaceLanguage {
  const language = exchangeLocale(locale);
  return INTERFACE_LANGUAGES.find((supported) => supported === language) ?? 'en';
}
