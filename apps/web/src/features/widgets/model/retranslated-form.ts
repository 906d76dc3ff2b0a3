// A change of the interface language on the widgets generator: the form's texts still at the old
// language's defaults (template title and subtitle, bonus title and description) take the new
// language's; what the visitor typed stays.
import type { WidgetForm, WidgetTemplate, WidgetTexts } from './widget-form';

/** The texts a form starts with in one interface language (the page's widgets texts). */
export interface DefaultTexts {
  readonly templateTexts: Readonly<Record<Exclude<WidgetTemplate, 'custom'>, WidgetTexts>>;
  readonly defaultBonusTitle: string;
  readonly defaultBonusDescription: string;
}

/**
 * A change of the interface language: each text still at the old language's default takes the new
 * language's; a text the visitor typed stays as typed.
 */
export function retranslated(form: WidgetForm, before: DefaultTexts, after: DefaultTexts): WidgetForm {
  const swap = (value: string, old: string, next: string) => (value === old ? next : value);
  const template = form.template === 'custom' ? undefined : form.template;
  return {
    ...form,
    ...(template === undefined
      ? {}
      : {
          title: swap(form.title, before.templateTexts[template].title, after.templateTexts[template].title),
          subtitle: swap(
            form.subtitle,
            before.templateTexts[template].subtitle,
            after.templateTexts[template].subtitle,
          ),
        }),
    bonusTitle: swap(form.bonusTitle, before.defaultBonusTitle, after.defaultBonusTitle),
    bonusDescription: swap(
      form.bonusDescription,
      before.defaultBonusDescription,
      after.defaultBonusDescription,
    ),
  };
}
