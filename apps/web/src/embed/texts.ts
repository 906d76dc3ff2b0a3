// The few words the widget shows, in the 12 widget languages (account-and-product §9). Kept in the
// widget's own bundle: it never loads the web app's i18n.
import type { WidgetLanguage } from './options';

export interface WidgetTexts {
  readonly back: string;
  readonly lay: string;
  readonly inPlay: string;
  readonly loading: string;
  readonly invalid: string;
  readonly noMarkets: string;
  readonly unavailable: string;
  readonly viewMarket: string;
  readonly claim: string;
  readonly poweredBy: string;
  readonly defaultTitle: string;
  readonly moreRunners: string;
}

export const WIDGET_TEXTS: Readonly<Record<WidgetLanguage, WidgetTexts>> = {
  en: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'In-play',
    loading: 'Loading prices…',
    invalid: 'This widget cannot be shown: its settings are not valid.',
    noMarkets: 'No markets to show right now.',
    unavailable: 'Prices are not available right now.',
    viewMarket: 'View market',
    claim: 'Claim now',
    poweredBy: 'Odds by Greenbook',
    defaultTitle: 'Exchange odds',
    moreRunners: 'more',
  },
  da: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'Live',
    loading: 'Henter odds…',
    invalid: 'Denne widget kan ikke vises: dens indstillinger er ugyldige.',
    noMarkets: 'Ingen markeder at vise lige nu.',
    unavailable: 'Odds er ikke tilgængelige lige nu.',
    viewMarket: 'Se marked',
    claim: 'Hent nu',
    poweredBy: 'Odds fra Greenbook',
    defaultTitle: 'Børsodds',
    moreRunners: 'flere',
  },
  fi: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'Live',
    loading: 'Ladataan kertoimia…',
    invalid: 'Tätä widgetiä ei voi näyttää: sen asetukset eivät kelpaa.',
    noMarkets: 'Ei näytettäviä markkinoita juuri nyt.',
    unavailable: 'Kertoimet eivät ole saatavilla juuri nyt.',
    viewMarket: 'Näytä markkina',
    claim: 'Lunasta nyt',
    poweredBy: 'Kertoimet: Greenbook',
    defaultTitle: 'Pörssikertoimet',
    moreRunners: 'lisää',
  },
  de: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'Live',
    loading: 'Quoten werden geladen…',
    invalid: 'Dieses Widget kann nicht angezeigt werden: seine Einstellungen sind ungültig.',
    noMarkets: 'Zurzeit keine Märkte.',
    unavailable: 'Quoten sind zurzeit nicht verfügbar.',
    viewMarket: 'Markt ansehen',
    claim: 'Jetzt sichern',
    poweredBy: 'Quoten von Greenbook',
    defaultTitle: 'Börsenquoten',
    moreRunners: 'weitere',
  },
  hu: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'Élő',
    loading: 'Oddsok betöltése…',
    invalid: 'Ez a widget nem jeleníthető meg: a beállításai érvénytelenek.',
    noMarkets: 'Jelenleg nincs megjeleníthető piac.',
    unavailable: 'Az oddsok jelenleg nem érhetők el.',
    viewMarket: 'Piac megnyitása',
    claim: 'Kérem most',
    poweredBy: 'Oddsok: Greenbook',
    defaultTitle: 'Tőzsdei oddsok',
    moreRunners: 'további',
  },
  it: {
    back: 'Punta',
    lay: 'Banca',
    inPlay: 'Live',
    loading: 'Caricamento quote…',
    invalid: 'Impossibile mostrare questo widget: le sue impostazioni non sono valide.',
    noMarkets: 'Nessun mercato da mostrare al momento.',
    unavailable: 'Quote non disponibili al momento.',
    viewMarket: 'Vedi mercato',
    claim: 'Richiedi ora',
    poweredBy: 'Quote di Greenbook',
    defaultTitle: 'Quote exchange',
    moreRunners: 'altri',
  },
  no: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'Live',
    loading: 'Henter odds…',
    invalid: 'Denne widgeten kan ikke vises: innstillingene er ugyldige.',
    noMarkets: 'Ingen markeder å vise akkurat nå.',
    unavailable: 'Odds er ikke tilgjengelige akkurat nå.',
    viewMarket: 'Se marked',
    claim: 'Hent nå',
    poweredBy: 'Odds fra Greenbook',
    defaultTitle: 'Børsodds',
    moreRunners: 'flere',
  },
  pt: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'Ao vivo',
    loading: 'A carregar odds…',
    invalid: 'Este widget não pode ser mostrado: as suas definições não são válidas.',
    noMarkets: 'Não há mercados para mostrar agora.',
    unavailable: 'As odds não estão disponíveis agora.',
    viewMarket: 'Ver mercado',
    claim: 'Aproveitar',
    poweredBy: 'Odds por Greenbook',
    defaultTitle: 'Odds da exchange',
    moreRunners: 'mais',
  },
  ro: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'Live',
    loading: 'Se încarcă cotele…',
    invalid: 'Acest widget nu poate fi afișat: setările sale nu sunt valide.',
    noMarkets: 'Nu există piețe de afișat acum.',
    unavailable: 'Cotele nu sunt disponibile acum.',
    viewMarket: 'Vezi piața',
    claim: 'Revendică acum',
    poweredBy: 'Cote de la Greenbook',
    defaultTitle: 'Cote exchange',
    moreRunners: 'în plus',
  },
  ru: {
    back: 'За',
    lay: 'Против',
    inPlay: 'Лайв',
    loading: 'Загрузка коэффициентов…',
    invalid: 'Этот виджет нельзя показать: его настройки неверны.',
    noMarkets: 'Сейчас нет рынков для показа.',
    unavailable: 'Коэффициенты сейчас недоступны.',
    viewMarket: 'Открыть рынок',
    claim: 'Получить',
    poweredBy: 'Коэффициенты от Greenbook',
    defaultTitle: 'Коэффициенты биржи',
    moreRunners: 'ещё',
  },
  es: {
    back: 'A favor',
    lay: 'En contra',
    inPlay: 'En directo',
    loading: 'Cargando cuotas…',
    invalid: 'Este widget no se puede mostrar: su configuración no es válida.',
    noMarkets: 'No hay mercados que mostrar ahora.',
    unavailable: 'Las cuotas no están disponibles ahora.',
    viewMarket: 'Ver mercado',
    claim: 'Consíguelo',
    poweredBy: 'Cuotas de Greenbook',
    defaultTitle: 'Cuotas del exchange',
    moreRunners: 'más',
  },
  sv: {
    back: 'Back',
    lay: 'Lay',
    inPlay: 'Live',
    loading: 'Hämtar odds…',
    invalid: 'Den här widgeten kan inte visas: dess inställningar är ogiltiga.',
    noMarkets: 'Inga marknader att visa just nu.',
    unavailable: 'Oddsen är inte tillgängliga just nu.',
    viewMarket: 'Visa marknad',
    claim: 'Hämta nu',
    poweredBy: 'Odds från Greenbook',
    defaultTitle: 'Börsodds',
    moreRunners: 'till',
  },
};

/** The Intl locale of a widget language ('no' is Norwegian Bokmål to Intl). */
export function intlLocale(language: WidgetLanguage): string {
  return language === 'no' ? 'nb' : language;
}
