// account-and-product §3/§9: the interface language — the one the person picked with the switch,
// else the signed-in user's locale, else the browser's; en or pt, anything else en.
import { interfaceLanguage, type InterfaceLanguage } from '@greenbook/trading';
import { useEffect } from 'react';
import { create } from 'zustand';
import { changeInterfaceLanguage, loadTranslations } from '@/lib/i18n/i18n';
import { useSessionStore } from '@/lib/session/session-store';
import { readText, removeKey, STORAGE_KEYS, writeText } from './local-storage';

function storedChoice(): InterfaceLanguage | undefined {
  const value = readText(STORAGE_KEYS.language);
  return value === 'en' || value === 'pt' ? value : undefined;
}

const useLanguageChoice = create<{ choice: InterfaceLanguage | undefined }>()(() => ({
  choice: storedChoice(),
}));

function chooseLanguage(
  choice: InterfaceLanguage | undefined,
  locale: string | undefined,
): InterfaceLanguage {
  if (choice !== undefined) return choice;
  return interfaceLanguage(locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language));
}

export function useLanguage(): InterfaceLanguage {
  const choice = useLanguageChoice((state) => state.choice);
  const locale = useSessionStore((state) => state.user?.localeCode);
  return chooseLanguage(choice, locale);
}

/**
 * The language to start i18next in, read synchronously from local storage (the choice, the
 * stored user's locale), so Portuguese users do not see English on the first paint.
 */
export function startLanguage(): InterfaceLanguage {
  return chooseLanguage(useLanguageChoice.getState().choice, useSessionStore.getState().user?.localeCode);
}

/** <html lang> for the language. */
export function applyDocumentLanguage(language: InterfaceLanguage): void {
  document.documentElement.lang = language === 'pt' ? 'pt-BR' : 'en';
}

/** Saves the choice and switches to it once its texts are loaded (never a half-translated page). */
export async function setLanguage(language: InterfaceLanguage): Promise<void> {
  writeText(STORAGE_KEYS.language, language);
  await loadTranslations(language);
  useLanguageChoice.setState({ choice: language });
}

/** Keeps i18next and <html lang> in step with the language. */
export function useApplyLanguage(): InterfaceLanguage {
  const language = useLanguage();
  useEffect(() => {
    applyDocumentLanguage(language);
    void changeInterfaceLanguage(language);
  }, [language]);
  return language;
}

/** Back to the automatic language (the stored choice is removed too). */
export function forgetLanguageChoice(): void {
  removeKey(STORAGE_KEYS.language);
  useLanguageChoice.setState({ choice: undefined });
}
