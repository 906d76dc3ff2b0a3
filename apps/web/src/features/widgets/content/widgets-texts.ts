// The generator's texts in each interface language. They travel with the page's lazy chunk, never
// in the always-loaded i18n bundle (apps/web/README.md 'Widgets generator').
import { useTranslation } from 'react-i18next';
import type { WidgetList, WidgetTemplate, WidgetTheme } from '../model/widget-form';
import { widgetsEn } from './widgets-en';
import { widgetsPt } from './widgets-pt';

export interface HelpText {
  readonly link: string;
  readonly title: string;
  readonly text: string;
  readonly image: string;
}

export interface WidgetsTexts {
  readonly title: string;
  readonly lead: string;
  readonly intro: readonly string[];
  readonly howTitle: string;
  readonly steps: readonly { readonly title: string; readonly text: string }[];
  readonly settings: string;
  readonly widgetType: string;
  readonly types: Readonly<Record<'one_market' | 'multiple_markets', string>>;
  readonly languageTitle: string;
  readonly languageAuto: string;
  readonly languageCustom: string;
  readonly language: string;
  readonly currency: string;
  readonly languageNames: Readonly<Record<string, string>>;
  readonly marketId: string;
  readonly marketIdHint: string;
  readonly templates: string;
  readonly templateNames: Readonly<Record<WidgetTemplate, string>>;
  readonly templateTexts: Readonly<
    Record<Exclude<WidgetTemplate, 'custom'>, { title: string; subtitle: string }>
  >;
  readonly widgetTitle: string;
  readonly widgetSubtitle: string;
  readonly lists: Readonly<Record<WidgetList, { label: string; placeholder: string }>>;
  readonly add: string;
  readonly remove: (value: string) => string;
  readonly noEntries: string;
  readonly typeCodeOptions: string;
  readonly noTypeCodes: string;
  readonly relevancy: string;
  readonly sortOrder: string;
  readonly sortNone: string;
  readonly count: string;
  readonly countHint: string;
  readonly nextHours: string;
  readonly nextHoursHint: string;
  readonly help: Readonly<Record<'marketId' | 'eventTypeId' | 'competitionId' | 'venue' | 'theme', HelpText>>;
  readonly close: string;
  readonly themes: string;
  readonly themeNames: Readonly<Record<WidgetTheme, string>>;
  readonly colors: string;
  readonly colorsOpen: string;
  readonly colorsClose: string;
  readonly colourNames: readonly string[];
  readonly preview: string;
  readonly previewNote: string;
  readonly embedCode: string;
  readonly embedHint: string;
  readonly copy: string;
  readonly copied: string;
  readonly copyFailed: string;
  readonly affiliate: string;
  readonly affiliateText: string;
  readonly rfr: string;
  readonly pid: string;
  readonly bonusTitle: string;
  readonly bonusDescription: string;
  readonly defaultBonusTitle: string;
  readonly defaultBonusDescription: string;
}

/** The texts in the interface's language, English for any other. */
export function useWidgetsTexts(): WidgetsTexts {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'pt' ? widgetsPt : widgetsEn;
}
