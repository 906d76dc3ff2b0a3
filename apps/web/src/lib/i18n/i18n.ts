// i18next with the two interface languages (account-and-product §9: en and pt, fallback en).
// English is bundled; Portuguese is fetched the first time it is needed, so a page shown in
// English does not carry it (the market route's first load stays within its budget, issue 15 §4).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';

export const LANGUAGES = ['en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Fetches the language's texts once; English is always there. */
export async function loadTranslations(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { pt } = await import('./pt.js');
  i18next.addResourceBundle('pt', 'translation', pt);
}

/** Switches i18next to the language once its texts are loaded (never a flash of missing keys). */
export async function changeInterfaceLanguage(language: Language): Promise<void> {
  await loadTranslations(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

export async function initI18n(language: Language = 'en'): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes
    // account-and-product §8 "Unknown translation key": logged, and the key is shown.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => console.warn(`missing translation: ${key}`),
  });
  await changeInterfaceLanguage(language);
  return i18next;
}
