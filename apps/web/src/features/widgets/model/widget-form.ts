// The widgets generator's form (account-and-product §2 'Widgets generator', §4 'Widgets form', §5):
// its state, the templates' presets and the rules every change follows. Pure: the page keeps one
// WidgetForm and replaces it with what these functions return.
import {
  WIDGET_DEFAULTS,
  WIDGET_THEME_PRESETS,
  type WIDGET_SORT_OPTIONS,
  type WIDGET_THEMES,
  type WIDGET_TYPES,
  type WidgetPresetTheme,
} from '@greenbook/trading';

export type WidgetType = (typeof WIDGET_TYPES)[number];
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
export type WidgetSort = (typeof WIDGET_SORT_OPTIONS)[number];

/** The six ID lists of a multiple-markets widget, by their data-widget-* attribute's tail. */
export const WIDGET_LISTS = [
  'marketids',
  'eventtypeids',
  'competitionids',
  'venues',
  'marketcountries',
  'markettypecodes',
] as const;
export type WidgetList = (typeof WIDGET_LISTS)[number];

export const WIDGET_TEMPLATES = [
  'football-top-24h',
  'premier-league-next',
  'football-top-european',
  'racing-gb-ire-next',
  'racing-ascot-next',
  'custom',
] as const;
export type WidgetTemplate = (typeof WIDGET_TEMPLATES)[number];

export interface WidgetForm {
  readonly widgetType: WidgetType;
  /** 'auto': language and currency left out, the widget follows its visitor; 'custom': the two below. */
  readonly languageMode: 'auto' | 'custom';
  readonly language: string;
  readonly currency: string;
  /** One market: its id ('-1' until the default-market lookup answers). */
  readonly marketId: string;
  readonly template: WidgetTemplate;
  readonly title: string;
  readonly subtitle: string;
  readonly lists: Readonly<Record<WidgetList, readonly string[]>>;
  readonly sort: WidgetSort | '';
  readonly count: string;
  readonly nextHours: string;
  readonly theme: WidgetTheme;
  /** The custom colour value (21 colours); only while the theme is custom or being edited. */
  readonly colours: readonly string[] | undefined;
  readonly editorOpen: boolean;
  /** The user picked a theme themself (§4). */
  readonly themeChangedByUser: boolean;
  readonly bonusRfr: string;
  readonly bonusPid: string;
  readonly bonusTitle: string;
  readonly bonusDescription: string;
}

/** What a template sets; title and subtitle come in the interface's language from the page. */
export interface TemplatePreset {
  readonly lists: Readonly<Record<WidgetList, readonly string[]>>;
  readonly sort: WidgetSort;
  readonly count: string;
  readonly nextHours: string;
}

const noLists: Record<WidgetList, readonly string[]> = {
  marketids: [],
  eventtypeids: [],
  competitionids: [],
  venues: [],
  marketcountries: [],
  markettypecodes: [],
};

/**
 * The templates' presets (written down in apps/web/README.md 'Widgets generator'). Competition ids
 * are the exchange's: Premier League 10932509, La Liga 117, Serie A 81, Bundesliga 59, Ligue 1 55.
 */
export const TEMPLATE_PRESETS: Readonly<Record<Exclude<WidgetTemplate, 'custom'>, TemplatePreset>> = {
  'football-top-24h': {
    lists: { ...noLists, eventtypeids: ['1'], markettypecodes: ['MATCH_ODDS'] },
    sort: 'MAXIMUM_TRADED',
    count: '10',
    nextHours: '24',
  },
  'premier-league-next': {
    lists: { ...noLists, eventtypeids: ['1'], competitionids: ['10932509'], markettypecodes: ['MATCH_ODDS'] },
    sort: 'FIRST_TO_START',
    count: '10',
    nextHours: '168',
  },
  'football-top-european': {
    lists: {
      ...noLists,
      eventtypeids: ['1'],
      competitionids: ['10932509', '117', '81', '59', '55'],
      markettypecodes: ['MATCH_ODDS'],
    },
    sort: 'MAXIMUM_TRADED',
    count: '15',
    nextHours: '72',
  },
  'racing-gb-ire-next': {
    lists: { ...noLists, eventtypeids: ['7'], marketcountries: ['GB', 'IE'], markettypecodes: ['WIN'] },
    sort: 'FIRST_TO_START',
    count: '10',
    nextHours: '12',
  },
  'racing-ascot-next': {
    lists: {
      ...noLists,
      eventtypeids: ['7'],
      venues: ['Ascot'],
      marketcountries: ['GB'],
      markettypecodes: ['WIN'],
    },
    sort: 'FIRST_TO_START',
    count: '5',
    nextHours: '72',
  },
};

export const DEFAULT_TEMPLATE: WidgetTemplate = 'football-top-24h';

export interface WidgetTexts {
  readonly title: string;
  readonly subtitle: string;
}

/**
 * The form a visitor starts with: multiple markets, the default template, the bf theme, §3's bonus
 * (its title and description in the page's language).
 */
export function initialWidgetForm(
  templateTexts: WidgetTexts,
  bonusDescription: string,
  bonusTitle: string = WIDGET_DEFAULTS.bonusTitle,
): WidgetForm {
  const base: WidgetForm = {
    widgetType: WIDGET_DEFAULTS.widgetType,
    languageMode: 'auto',
    language: WIDGET_DEFAULTS.language,
    currency: WIDGET_DEFAULTS.currency,
    marketId: WIDGET_DEFAULTS.marketId,
    template: 'custom',
    title: '',
    subtitle: '',
    lists: noLists,
    sort: '',
    count: '',
    nextHours: '',
    theme: WIDGET_DEFAULTS.theme,
    colours: undefined,
    editorOpen: false,
    themeChangedByUser: false,
    bonusRfr: '',
    bonusPid: '',
    bonusTitle,
    bonusDescription,
  };
  return applyTemplate(base, DEFAULT_TEMPLATE, templateTexts);
}

/** §4: choosing a template overwrites the options with its presets; 'custom' keeps them. */
export function applyTemplate(form: WidgetForm, template: WidgetTemplate, texts: WidgetTexts): WidgetForm {
  if (template === 'custom') return { ...form, template };
  const preset = TEMPLATE_PRESETS[template];
  return {
    ...form,
    template,
    title: texts.title,
    subtitle: texts.subtitle,
    lists: preset.lists,
    sort: preset.sort,
    count: preset.count,
    nextHours: preset.nextHours,
  };
}

/** Editing a template's option by hand makes the widget a custom one. */
export function editOption<K extends 'title' | 'subtitle' | 'sort' | 'count' | 'nextHours'>(
  form: WidgetForm,
  key: K,
  value: WidgetForm[K],
): WidgetForm {
  return { ...form, [key]: value, template: 'custom' };
}

/** The colours a theme stands for: a preset's, or the custom value (falling back to bf's). */
export function themeColours(form: WidgetForm): readonly string[] {
  if (form.theme === 'custom') return form.colours ?? WIDGET_THEME_PRESETS.bf;
  return WIDGET_THEME_PRESETS[form.theme];
}

/**
 * §4: picking a theme. Custom starts from the current theme's colours and opens the Colors editor;
 * any other theme clears the custom colour value (its colours are the preset's).
 */
export function chooseTheme(form: WidgetForm, theme: WidgetTheme): WidgetForm {
  if (theme === 'custom') {
    return { ...form, theme, colours: [...themeColours(form)], editorOpen: true, themeChangedByUser: true };
  }
  return { ...form, theme, colours: undefined, themeChangedByUser: true };
}

/** §4: editing a colour away from a preset switches the theme to custom, from that preset's colours. */
export function editColour(form: WidgetForm, index: number, colour: string): WidgetForm {
  const colours = [...themeColours(form)];
  if (index < 0 || index >= colours.length) return form;
  colours[index] = colour.toLowerCase();
  return { ...form, theme: 'custom', colours };
}

/** §4: opening and closing the Colors editor; closing it while the theme is not custom clears it. */
export function setEditorOpen(form: WidgetForm, open: boolean): WidgetForm {
  if (open) return { ...form, editorOpen: true };
  return { ...form, editorOpen: false, colours: form.theme === 'custom' ? form.colours : undefined };
}

/**
 * An entry as its list keeps it: trimmed, countries in capitals; undefined when it cannot be added
 * (empty, a '|' that would split it in the embed code, a country that is not two letters).
 */
export function normaliseEntry(list: WidgetList, raw: string): string | undefined {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value === '' || value.includes('|')) return undefined;
  if (list === 'marketcountries') {
    const code = value.toUpperCase();
    return /^[A-Z]{2}$/.test(code) ? code : undefined;
  }
  return value;
}

/** §5: adding to a list; nothing changes for an entry that cannot be added or is already there. */
export function addToList(form: WidgetForm, list: WidgetList, raw: string): WidgetForm {
  const value = normaliseEntry(list, raw);
  if (value === undefined || form.lists[list].includes(value)) return form;
  return { ...form, template: 'custom', lists: { ...form.lists, [list]: [...form.lists[list], value] } };
}

/** §5: chips are removed one at a time. */
export function removeFromList(form: WidgetForm, list: WidgetList, value: string): WidgetForm {
  return {
    ...form,
    template: 'custom',
    lists: { ...form.lists, [list]: form.lists[list].filter((entry) => entry !== value) },
  };
}

export function isPresetTheme(theme: WidgetTheme): theme is WidgetPresetTheme {
  return theme !== 'custom';
}

/** §2: a sort option as the dropdown shows it, in title case with spaces ('First To Start'). */
export function sortLabel(option: string): string {
  return option
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
