// The parts of the WIDGETS SETTINGS form (account-and-product §2, §4): widget type, language and
// currency, one-market and multiple-markets fields, affiliate and bonus texts (the colour themes
// are theme-choice.tsx).
import { WIDGET_CURRENCIES, WIDGET_LANGUAGES, WIDGET_SORT_OPTIONS } from '@greenbook/trading';
import { useId } from 'react';
import { Select } from '@/components/ui/select';
import {
  WIDGET_TEMPLATES,
  applyTemplate,
  editOption,
  sortLabel,
  type WidgetForm,
  type WidgetTemplate,
  type WidgetType,
} from '../model/widget-form';
import { ListField, TypeCodeField } from './list-fields';
import styles from './widgets-page.module.css';
import { Fieldset, HelpModal, RadioRow, TextField, type PartProps } from './form-parts';
import type { HelpPicture } from './help-illustration';

/** The multiple-markets lists that explain, with a picture, where their ids are found. */
const LISTS_WITH_HELP = [
  { list: 'marketids', picture: 'marketId' },
  { list: 'eventtypeids', picture: 'eventTypeId' },
  { list: 'competitionids', picture: 'competitionId' },
  { list: 'venues', picture: 'venue' },
] as const satisfies ReadonlyArray<{ list: string; picture: HelpPicture }>;

export function WidgetTypeChoice({ texts, form, update }: PartProps) {
  const name = useId();
  return (
    <Fieldset legend={texts.widgetType}>
      <RadioRow<WidgetType>
        name={name}
        value={form.widgetType}
        options={[
          ['multiple_markets', texts.types.multiple_markets],
          ['one_market', texts.types.one_market],
        ]}
        onChange={(widgetType) => update((current) => ({ ...current, widgetType }))}
      />
    </Fieldset>
  );
}

export function LanguageChoice({ texts, form, update }: PartProps) {
  const name = useId();
  return (
    <Fieldset legend={texts.languageTitle}>
      <RadioRow<'auto' | 'custom'>
        name={name}
        value={form.languageMode}
        options={[
          ['auto', texts.languageAuto],
          ['custom', texts.languageCustom],
        ]}
        onChange={(languageMode) => update((current) => ({ ...current, languageMode }))}
      />
      {form.languageMode === 'custom' && (
        <div className={styles.row}>
          <Select
            stacked
            label={texts.language}
            value={form.language}
            options={WIDGET_LANGUAGES.map((code) => ({
              value: code,
              label: `${texts.languageNames[code] ?? code} (${code})`,
              lang: code,
            }))}
            onValueChange={(language) => update((current) => ({ ...current, language }))}
          />
          <Select
            stacked
            label={texts.currency}
            value={form.currency}
            options={WIDGET_CURRENCIES.map((code) => ({ value: code, label: code }))}
            onValueChange={(currency) => update((current) => ({ ...current, currency }))}
          />
        </div>
      )}
    </Fieldset>
  );
}

export function OneMarketFields({ texts, form, update }: PartProps) {
  return (
    <Fieldset legend={texts.types.one_market}>
      <TextField
        label={texts.marketId}
        value={form.marketId}
        placeholder={texts.marketIdHint}
        inputMode="decimal"
        onChange={(marketId) => update((current) => ({ ...current, marketId }))}
        help={<HelpModal texts={texts} picture="marketId" />}
      />
    </Fieldset>
  );
}

export function MultipleMarketsFields({ texts, form, update }: PartProps) {
  const chooseTemplate = (template: WidgetTemplate) =>
    update((current) =>
      applyTemplate(
        current,
        template,
        template === 'custom'
          ? { title: current.title, subtitle: current.subtitle }
          : texts.templateTexts[template],
      ),
    );
  return (
    <Fieldset legend={texts.types.multiple_markets}>
      <Select
        stacked
        label={texts.templates}
        value={form.template}
        options={WIDGET_TEMPLATES.map((template) => ({
          value: template,
          label: texts.templateNames[template],
        }))}
        onValueChange={(value) => chooseTemplate(value as WidgetTemplate)}
        className={styles.wide}
      />
      <div className={styles.row}>
        <TextField
          label={texts.widgetTitle}
          value={form.title}
          onChange={(title) => update((current) => editOption(current, 'title', title))}
        />
        <TextField
          label={texts.widgetSubtitle}
          value={form.subtitle}
          onChange={(subtitle) => update((current) => editOption(current, 'subtitle', subtitle))}
        />
      </div>
      {LISTS_WITH_HELP.map(({ list, picture }) => (
        <ListField
          key={list}
          texts={texts}
          list={list}
          form={form}
          update={update}
          help={<HelpModal texts={texts} picture={picture} />}
        />
      ))}
      <ListField texts={texts} list="marketcountries" form={form} update={update} />
      <TypeCodeField texts={texts} form={form} update={update} />
      <div className={styles.row}>
        <Select
          stacked
          label={texts.sortOrder}
          value={form.sort}
          placeholder={texts.sortNone}
          options={WIDGET_SORT_OPTIONS.map((option) => ({ value: option, label: sortLabel(option) }))}
          onValueChange={(sort) =>
            update((current) => editOption(current, 'sort', sort as WidgetForm['sort']))
          }
        />
        <TextField
          label={texts.count}
          value={form.count}
          hint={texts.countHint}
          inputMode="numeric"
          onChange={(count) => update((current) => editOption(current, 'count', count))}
        />
        <TextField
          label={texts.nextHours}
          value={form.nextHours}
          hint={texts.nextHoursHint}
          inputMode="numeric"
          onChange={(nextHours) => update((current) => editOption(current, 'nextHours', nextHours))}
        />
      </div>
    </Fieldset>
  );
}

export function AffiliateFields({ texts, form, update }: PartProps) {
  return (
    <Fieldset legend={texts.affiliate}>
      <p className={styles.hint}>{texts.affiliateText}</p>
      <div className={styles.row}>
        <TextField
          label={texts.rfr}
          value={form.bonusRfr}
          onChange={(bonusRfr) => update((current) => ({ ...current, bonusRfr }))}
        />
        <TextField
          label={texts.pid}
          value={form.bonusPid}
          onChange={(bonusPid) => update((current) => ({ ...current, bonusPid }))}
        />
      </div>
      <TextField
        label={texts.bonusTitle}
        value={form.bonusTitle}
        onChange={(bonusTitle) => update((current) => ({ ...current, bonusTitle }))}
      />
      <BonusDescription texts={texts} form={form} update={update} />
    </Fieldset>
  );
}

function BonusDescription({ texts, form, update }: PartProps) {
  const id = useId();
  return (
    <div className={styles.textField}>
      <label htmlFor={id} className={styles.label}>
        {texts.bonusDescription}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        maxLength={1000}
        value={form.bonusDescription}
        onChange={(event) => {
          const bonusDescription = event.target.value;
          update((current) => ({ ...current, bonusDescription }));
        }}
      />
    </div>
  );
}

/**
 * §4: the preview rebuilt 1 s after the options change: the widget's element with the embed's
 * attributes, drawn by the inject script (loaded once; it watches for elements and attributes).
 */
