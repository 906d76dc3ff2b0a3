// The embed's data-* attributes (account-and-product §3 'Widget options') read strictly: every
// value must be one the generator can produce, or the widget draws its empty state and asks the
// widgets service nothing. Nothing read here ever reaches HTML: the drawing builds DOM nodes and
// sets textContent, and colours are only #rgb / #rrggbb.
import {
  WIDGET_CURRENCIES,
  WIDGET_DEFAULTS,
  WIDGET_LANGUAGES,
  WIDGET_SORT_OPTIONS,
  WIDGET_THEMES,
  WIDGET_THEME_PRESETS,
  WIDGET_TYPES,
  decodeWidgetText,
  isWidgetColour,
} from '@greenbook/trading';

export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];
export type WidgetSort = (typeof WIDGET_SORT_OPTIONS)[number];

export interface WidgetFilter {
  readonly marketIds: readonly string[];
  readonly eventTypeIds: readonly string[];
  readonly competitionIds: readonly string[];
  readonly venues: readonly string[];
  readonly marketCountries: readonly string[];
  readonly marketTypeCodes: readonly string[];
}

export interface WidgetOptions {
  readonly type: (typeof WIDGET_TYPES)[number];
  readonly language: WidgetLanguage;
  readonly currency: string;
  /** one_market: a market id, or '-1' for the default market lookup (account-and-product §7). */
  readonly marketId: string;
  /** The 21 colours in WIDGET_COLOUR_KEYS order. */
  readonly colours: readonly string[];
  readonly title: string | undefined;
  readonly subtitle: string | undefined;
  readonly bonus: {
    readonly title: string;
    readonly description: string;
    readonly rfr: string | undefined;
    readonly pid: string | undefined;
  };
  readonly filter: WidgetFilter;
  readonly sort: WidgetSort;
  readonly count: number;
  /** Markets starting within this many hours; undefined: no bound on the start time. */
  readonly nextHours: number | undefined;
}

export type ParsedOptions =
  | { readonly ok: true; readonly options: WidgetOptions }
  | { readonly ok: false; readonly language: WidgetLanguage; readonly reason: string };

/** account-and-product §3: the default bonus description (new customers, 20£ refund, 7 days). */
export const DEFAULT_BONUS_DESCRIPTION = `New customers only. Bet refunded as cash up to ${WIDGET_DEFAULTS.bonusRefund}£ if your first bet loses. Bet within the first ${WIDGET_DEFAULTS.bonusDays} days of opening your account. Payment restrictions and T&Cs apply.`;

/** Most entries one list may hold (the exchange caps a catalogue filter long before this). */
export const MAX_LIST_ENTRIES = 50;
/** Markets a multiple-markets widget shows when data-widget-markets-count is not set. */
export const DEFAULT_COUNT = 10;
export const MAX_COUNT = 50;
/** Longest start-time window: 30 days. */
export const MAX_NEXT_HOURS = 720;
/** Longest raw attribute value read at all. */
const MAX_VALUE_LENGTH = 4_000;
const MAX_TEXT_LENGTH = 300;

const MARKET_ID = /^\d\.\d{1,15}$/;
const NUMERIC_ID = /^\d{1,15}$/;
const VENUE = /^[\p{L}\p{N}][\p{L}\p{N} .'&-]{0,63}$/u;
const COUNTRY = /^[A-Z]{2}$/;
const TYPE_CODE = /^[A-Z0-9_]{1,40}$/;
const AFFILIATE = /^[A-Za-z0-9_-]{1,64}$/;
const WHOLE = /^\d{1,6}$/;

class Invalid extends Error {}

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** The browser's language when it is a widget language, else English (data-lang left empty). */
export function detectLanguage(languages: readonly string[]): WidgetLanguage {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    const language = primary === 'nb' || primary === 'nn' ? 'no' : primary;
    if (includes(WIDGET_LANGUAGES, language)) return language;
  }
  return 'en';
}

function list(value: string | undefined, pattern: RegExp, name: string): readonly string[] {
  if (value === undefined) return [];
  const entries = value.split(WIDGET_DEFAULTS.listSeparator).map((entry) => entry.trim());
  if (entries.length > MAX_LIST_ENTRIES) throw new Invalid(`${name}: more than ${MAX_LIST_ENTRIES} entries`);
  for (const entry of entries) if (!pattern.test(entry)) throw new Invalid(`${name}: not valid`);
  return [...new Set(entries)];
}

function text(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const decoded = decodeWidgetText(value);
  // Control characters are never meant; '<' is harmless (textContent) but never a title's.
  // eslint-disable-next-line no-control-regex
  if (decoded === undefined || decoded.length > MAX_TEXT_LENGTH || /[\u0000-\u001f\u007f<>]/.test(decoded))
    throw new Invalid(`${name}: not an encoded text`);
  return decoded.trim() === '' ? undefined : decoded;
}

function whole(value: string | undefined, min: number, max: number, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = WHOLE.test(value) ? Number(value) : NaN;
  if (!(n >= min && n <= max)) throw new Invalid(`${name}: not a whole number from ${min} to ${max}`);
  return n;
}

function colours(theme: string, value: string | undefined): readonly string[] {
  const base =
    WIDGET_THEME_PRESETS[theme === 'custom' || !includes(WIDGET_THEMES, theme) ? 'bf' : (theme as 'bf')];
  if (value === undefined) return base;
  const given = value.split(WIDGET_DEFAULTS.listSeparator);
  // A colour list of the wrong length is not the generator's: the theme stands.
  if (given.length !== WIDGET_DEFAULTS.colourCount) return base;
  return base.map((fallback, index) => {
    const colour = (given[index] ?? '').trim();
    return isWidgetColour(colour) ? colour : fallback;
  });
}

/** Reads an element's data-* attributes (the dataset's keys are camel-cased by the browser). */
export function readAttributes(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes))
    if (attribute.name.startsWith('data-')) attributes[attribute.name] = attribute.value;
  return attributes;
}

/** The widget's options from its data-* attributes; empty values count as absent. */
export function parseOptions(
  attributes: Readonly<Record<string, string>>,
  browserLanguages: readonly string[],
): ParsedOptions {
  const get = (name: string): string | undefined => {
    const value = attributes[name];
    if (value === undefined || value.trim() === '') return undefined;
    if (value.length > MAX_VALUE_LENGTH) throw new Invalid(`${name}: too long`);
    return value.trim();
  };
  let language: WidgetLanguage = detectLanguage(browserLanguages);
  try {
    const lang = get('data-lang');
    if (lang !== undefined) {
      if (!includes(WIDGET_LANGUAGES, lang)) throw new Invalid('data-lang: not a widget language');
      language = lang;
    }
    const type = get('data-widget-type') ?? WIDGET_DEFAULTS.widgetType;
    if (!includes(WIDGET_TYPES, type)) throw new Invalid('data-widget-type: unknown');
    const currency = get('data-currency') ?? WIDGET_DEFAULTS.currency;
    if (!includes(WIDGET_CURRENCIES, currency)) throw new Invalid('data-currency: not a widget currency');
    const marketId = get('data-widget-id') ?? WIDGET_DEFAULTS.marketId;
    if (marketId !== '-1' && !MARKET_ID.test(marketId)) throw new Invalid('data-widget-id: not a market id');
    const theme = get('data-color-theme') ?? WIDGET_DEFAULTS.theme;
    if (!includes(WIDGET_THEMES, theme)) throw new Invalid('data-color-theme: unknown');
    const sort = get('data-widget-markets-sort') ?? 'FIRST_TO_START';
    if (!includes(WIDGET_SORT_OPTIONS, sort)) throw new Invalid('data-widget-markets-sort: unknown');
    const rfr = get('data-bonus-link-rfr');
    const pid = get('data-bonus-link-pid');
    if ((rfr !== undefined && !AFFILIATE.test(rfr)) || (pid !== undefined && !AFFILIATE.test(pid)))
      throw new Invalid('data-bonus-link-rfr/pid: not an affiliate code');
    const options: WidgetOptions = {
      type,
      language,
      currency,
      marketId,
      colours: colours(theme, get('data-color')),
      title: text(get('data-widget-title'), 'data-widget-title'),
      subtitle: text(get('data-widget-subtitle'), 'data-widget-subtitle'),
      bonus: {
        title: text(get('data-bonus-title'), 'data-bonus-title') ?? WIDGET_DEFAULTS.bonusTitle,
        description:
          text(get('data-bonus-description'), 'data-bonus-description') ?? DEFAULT_BONUS_DESCRIPTION,
        rfr,
        pid,
      },
      filter: {
        marketIds: list(get('data-widget-marketids'), MARKET_ID, 'data-widget-marketids'),
        eventTypeIds: list(get('data-widget-eventtypeids'), NUMERIC_ID, 'data-widget-eventtypeids'),
        competitionIds: list(get('data-widget-competitionids'), NUMERIC_ID, 'data-widget-competitionids'),
        venues: list(get('data-widget-venues'), VENUE, 'data-widget-venues'),
        marketCountries: list(get('data-widget-marketcountries'), COUNTRY, 'data-widget-marketcountries'),
        marketTypeCodes: list(get('data-widget-markettypecodes'), TYPE_CODE, 'data-widget-markettypecodes'),
      },
      sort,
      count:
        whole(get('data-widget-markets-count'), 1, MAX_COUNT, 'data-widget-markets-count') ?? DEFAULT_COUNT,
      nextHours: whole(
        get('data-widget-marketstarttime-next-hours'),
        1,
        MAX_NEXT_HOURS,
        'data-widget-marketstarttime-next-hours',
      ),
    };
    return { ok: true, options };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, language, reason: error.message };
    throw error;
  }
}
