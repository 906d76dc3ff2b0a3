// i18next with the two interface languages (account-and-product §9: en and pt, fallback en).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { pt } from './pt.js';

export const LANGUAGES = ['en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export async function initI18n(language: Language = 'en'): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, pt: { translation: pt } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes
    // account-and-product §8 "Unknown translation key": logged, and the key is shown.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => console.warn(`missing translation: ${key}`),
  });
  return i18next;
}
