// account-and-product §3 'Theme colour keys (21)' and §2 colour themes: the order of the 21 values
// in data-color and the preset themes. The spec names 17 keys and says 21 without the order; the
// four it leaves out are the ones a price widget cannot do without (the back and lay cells), so
// they close the list. This order is the contract between the generator and the inject script.
export const WIDGET_COLOUR_KEYS = [
  'headerBackground',
  'headerText',
  'headerHighlights',
  'headerAccountBackground',
  'headerAccountText',
  'mainBackground',
  'mainText',
  'betHistoryPopupOuter',
  'betHistoryListHeader',
  'betHistoryListItems',
  'rulesPopupOuter',
  'rulesPopupInner',
  'footer',
  'warningsBackground',
  'warningsText',
  'warningsButtonBackground',
  'warningsButtonText',
  'backBackground',
  'backText',
  'layBackground',
  'layText',
] as const;

export type WidgetColourKey = (typeof WIDGET_COLOUR_KEYS)[number];

/** One colour per key, in WIDGET_COLOUR_KEYS order (what data-color joins with '|'). */
export type WidgetColours = readonly string[];

/** The preset themes (every theme but 'custom'). */
export type WidgetPresetTheme = 'house' | 'bf' | 'dark' | 'green';

function colours(values: Record<WidgetColourKey, string>): WidgetColours {
  return WIDGET_COLOUR_KEYS.map((key) => values[key]);
}

export const WIDGET_THEME_PRESETS: Readonly<Record<WidgetPresetTheme, WidgetColours>> = {
  // The product's own look (apps/web/src/app/theme.css, light).
  house: colours({
    headerBackground: '#1a7348',
    headerText: '#ffffff',
    headerHighlights: '#c8f0da',
    headerAccountBackground: '#145c3a',
    headerAccountText: '#ffffff',
    mainBackground: '#ffffff',
    mainText: '#15191e',
    betHistoryPopupOuter: '#f4f6f8',
    betHistoryListHeader: '#eef1f4',
    betHistoryListItems: '#ffffff',
    rulesPopupOuter: '#f4f6f8',
    rulesPopupInner: '#ffffff',
    footer: '#eef1f4',
    warningsBackground: '#fff4d6',
    warningsText: '#8a5a00',
    warningsButtonBackground: '#1a7348',
    warningsButtonText: '#ffffff',
    backBackground: '#a6d8ff',
    backText: '#15191e',
    layBackground: '#fac9d1',
    layText: '#15191e',
  }),
  // The exchange's classic look: yellow highlights on a near-black header.
  bf: colours({
    headerBackground: '#1e1e1e',
    headerText: '#ffffff',
    headerHighlights: '#ffb80c',
    headerAccountBackground: '#ffb80c',
    headerAccountText: '#1e1e1e',
    mainBackground: '#ffffff',
    mainText: '#1e1e1e',
    betHistoryPopupOuter: '#f0f0f0',
    betHistoryListHeader: '#e6e6e6',
    betHistoryListItems: '#ffffff',
    rulesPopupOuter: '#f0f0f0',
    rulesPopupInner: '#ffffff',
    footer: '#303030',
    warningsBackground: '#fff3cd',
    warningsText: '#6b4e00',
    warningsButtonBackground: '#ffb80c',
    warningsButtonText: '#1e1e1e',
    backBackground: '#a6d8ff',
    backText: '#1e1e1e',
    layBackground: '#fac9d1',
    layText: '#1e1e1e',
  }),
  dark: colours({
    headerBackground: '#0e1216',
    headerText: '#e6e9ed',
    headerHighlights: '#43c283',
    headerAccountBackground: '#1e252d',
    headerAccountText: '#e6e9ed',
    mainBackground: '#161b21',
    mainText: '#e6e9ed',
    betHistoryPopupOuter: '#0e1216',
    betHistoryListHeader: '#242c35',
    betHistoryListItems: '#161b21',
    rulesPopupOuter: '#0e1216',
    rulesPopupInner: '#1e252d',
    footer: '#0e1216',
    warningsBackground: '#3a2e10',
    warningsText: '#f2c14e',
    warningsButtonBackground: '#43c283',
    warningsButtonText: '#06150d',
    backBackground: '#1e4f73',
    backText: '#e6e9ed',
    layBackground: '#6e2f3a',
    layText: '#e6e9ed',
  }),
  green: colours({
    headerBackground: '#0b5d1e',
    headerText: '#ffffff',
    headerHighlights: '#f5c518',
    headerAccountBackground: '#08451a',
    headerAccountText: '#ffffff',
    mainBackground: '#f3faf4',
    mainText: '#10301a',
    betHistoryPopupOuter: '#e3f2e6',
    betHistoryListHeader: '#cfe8d5',
    betHistoryListItems: '#f3faf4',
    rulesPopupOuter: '#e3f2e6',
    rulesPopupInner: '#ffffff',
    footer: '#0b5d1e',
    warningsBackground: '#fff4d6',
    warningsText: '#8a5a00',
    warningsButtonBackground: '#0b5d1e',
    warningsButtonText: '#ffffff',
    backBackground: '#a6d8ff',
    backText: '#10301a',
    layBackground: '#fac9d1',
    layText: '#10301a',
  }),
};

/** A colour the widget accepts in data-color: #rgb or #rrggbb only (nothing a style could escape). */
export function isWidgetColour(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}
