// Product-level constants: premium offer, versions, languages, widgets (account-and-product §1/§2/§7/§9).
import { SUPPORTED_CURRENCIES } from '../stakes/currencies.js';

/** account-and-product §1/§7/§9: the SUPER (premium) beta offer and advertised prices. */
export const PREMIUM_OFFER = {
  /** During the beta SUPER is free for 90 days (subscription plan 'BETA', length 90). */
  betaFreeDays: 90,
  betaPlan: 'BETA',
  /** Advertised final prices, shown struck out. */
  currency: 'EUR',
  monthlyPrice: 2.99,
  yearlyPrice: 29.9,
  /** The yearly plan lasts 366 days. */
  yearDays: 366,
} as const;

/** account-and-product §2/§9: a premium licence within this many days of expiry shows a renewal hint. */
export const LICENCE_WARNING_DAYS = 8;

/** trading-core §9 / account-and-product §9: the client (site) version stamp sent with error reports. */
export const CLIENT_VERSION = '20210712t1450';

/** account-and-product §3/§9: defaults of the logged user. */
export const USER_DEFAULTS = {
  currencyCode: 'GBP',
  locale: 'en',
} as const;

/** account-and-product §9: languages the interface is translated into; anything else falls back to en. */
export const INTERFACE_LANGUAGES = ['en', 'pt'] as const;

/** account-and-product §9: one of the interface languages. */
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** account-and-product §9: the 12 languages a widget can be shown in. */
export const WIDGET_LANGUAGES = [
  'en',
  'da',
  'fi',
  'de',
  'hu',
  'it',
  'no',
  'pt',
  'ro',
  'ru',
  'es',
  'sv',
] as const;

/** account-and-product §9: the 19 widget currencies, the same list as the supported stake currencies. */
export const WIDGET_CURRENCIES = SUPPORTED_CURRENCIES;

/** account-and-product §9: sort orders offered for multiple-markets widgets. */
export const WIDGET_SORT_OPTIONS = [
  'MINIMUM_TRADED',
  'MAXIMUM_TRADED',
  'MINIMUM_AVAILABLE',
  'MAXIMUM_AVAILABLE',
  'FIRST_TO_START',
  'LAST_TO_START',
] as const;

/** account-and-product §2: widget types. */
export const WIDGET_TYPES = ['one_market', 'multiple_markets'] as const;

/** account-and-product §2: widget colour themes ('house' is the product's own style). */
export const WIDGET_THEMES = ['house', 'bf', 'dark', 'green', 'custom'] as const;

/** account-and-product §2/§3/§7/§9: widget defaults. */
export const WIDGET_DEFAULTS = {
  widgetType: 'multiple_markets',
  theme: 'bf',
  /** Market id placeholder replaced by the default-market lookup. */
  marketId: '-1',
  /** Language and currency when the user customises them. */
  language: 'en',
  currency: 'GBP',
  /** The spec says "Default widget count 5 to 15" without more detail: kept as the bounds. */
  countMin: 5,
  countMax: 15,
  /** Number of colour values joined by '|' in data-color. */
  colourCount: 21,
  /** Separator of list values in the embed script. */
  listSeparator: '|',
  /** Default bonus: a 20£ refund, bet within 7 days of account opening. */
  bonusRefund: 20,
  bonusDays: 7,
  bonusTitle: 'Free 20£ exchange bet',
} as const;

/** account-and-product §7: the widgets default-market lookup. */
export const WIDGET_DEFAULT_MARKET_LOOKUP = {
  eventTypeIds: ['1'],
  marketTypeCodes: ['WINNER', 'TOURNAMENT_WINNER'],
  maxResults: 1,
  sort: 'MAXIMUM_AVAILABLE',
} as const;

/** account-and-product §2/§9 and trading-core §2/§9: small counts of the product's pages. */
export const PAGE_COUNTS = {
  /** The blocked-country cactus disappears after 30 clicks. */
  cactusClickLimit: 30,
  /** Logout modal headline variants. */
  logoutHeadlines: 10,
  /** FAQ questions. */
  faqQuestions: 13,
  /** Refunds only when a malfunction lasts over 72 hours. */
  refundMalfunctionHours: 72,
} as const;

/** account-and-product §9: geo code ROM is the old code of Romania. */
export const GEO_CODE_ALIASES: Readonly<Record<string, string>> = { ROM: 'ROU' };
