// Sport (event type) names in the interface language (account-and-product §9: en and pt, falling
// back to en). Portuguese is Brazilian Portuguese (pt-BR: "Tênis", "Basquete", "Vôlei"); event,
// race and market names stay as the exchange gives them. The product's navigation (apps/server)
// and every sport label of the web app read this one table, so a sport has one name on a screen.

export type SportNameLanguage = 'en' | 'pt';

/** By event type id (Betfair's ids, account-and-product §9), so the exchange's English name can change freely. */
const PORTUGUESE: Readonly<Record<string, string>> = {
  '1': 'Futebol',
  '2': 'Tênis',
  '3': 'Golfe',
  '4': 'Críquete',
  '5': 'Rugby Union',
  '6': 'Boxe',
  '7': 'Corrida de Cavalos',
  '8': 'Automobilismo',
  '1477': 'Rugby League',
  '3503': 'Dardos',
  '4339': 'Corrida de Galgos',
  '6422': 'Sinuca',
  '6423': 'Futebol Americano',
  '7511': 'Beisebol',
  '7522': 'Basquete',
  '7524': 'Hóquei no Gelo',
  '61420': 'Futebol Australiano',
  '468328': 'Handebol',
  '998917': 'Vôlei',
  '2378961': 'Política',
  '26420387': 'Artes Marciais Mistas',
  '27454571': 'eSports',
};

/** The language of a locale or language tag (en, pt, pt-BR, pt_PT…); anything else is en. */
export function sportNameLanguage(locale: unknown): SportNameLanguage {
  if (typeof locale !== 'string') return 'en';
  const language = locale.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'pt' ? 'pt' : 'en';
}

/** The sport's name in the language; an unknown sport (or English) keeps the exchange's name. */
export function sportName(eventTypeId: string, exchangeName: string, language: SportNameLanguage): string {
  return language === 'pt' ? (PORTUGUESE[eventTypeId] ?? exchangeName) : exchangeName;
}
