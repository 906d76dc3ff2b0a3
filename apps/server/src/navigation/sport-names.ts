// Sport (event type) names in the interface language (account-and-product §9: en and pt, falling
// back to en; §5: an invalid locale falls back to en). Portuguese is Brazilian Portuguese (pt-BR:
// "Tênis", "Basquete", "Vôlei"); event, race and market names stay as the exchange gives them.

export type NavigationLocale = 'en' | 'pt';

/** The language of an `x-locale` header (en, pt, pt-BR, pt_PT…); anything else is en. */
export function navigationLocale(header: unknown): NavigationLocale {
  if (typeof header !== 'string') return 'en';
  const language = header.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'pt' ? 'pt' : 'en';
}

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

/** The sport's name in the locale; an unknown sport keeps the exchange's name. */
export function sportName(eventTypeId: string, exchangeName: string, locale: NavigationLocale): string {
  return locale === 'pt' ? (PORTUGUESE[eventTypeId] ?? exchangeName) : exchangeName;
}
