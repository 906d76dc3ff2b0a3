// The locale every date and time on screen is written in, from the interface language. One place,
// so every screen (and the embeddable widget) writes dates and times the same way.
//
// English is British English: Betfair is a UK exchange and the default account is a GB account,
// so 'en' reads '29/11/2026', '29 Nov 2026' and a 24-hour '15:05' (Intl's bare 'en' is US English:
// '11/29/26', 'Nov 29, 2026', '3:05 PM'). Portuguese is Brazilian Portuguese, as the interface's
// texts are ('você', 'usuário', 'tela') and as <html lang> says (lib/storage/language.ts); Intl's
// bare 'pt' already is pt-BR, so naming it changes nothing a trader reads.
//
// Dates and times only. Numbers and money stay in the interface language's own Intl locale: 'en-GB'
// would write some currencies differently from 'en' (US dollars as 'US$' instead of '$'), and what
// a trader reads about money is not to change with a date fix.

const DATE_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', pt: 'pt-BR' };

/**
 * The Intl locale for dates and times in `language`: 'en' → 'en-GB', 'pt' → 'pt-BR'; any other
 * tag (a region already named, a widget's other languages) is used as it is.
 */
export function dateLocale(language: string): string {
  return DATE_LOCALES[language] ?? language;
}
