// The embed code the generator produces (account-and-product §3 'Widget options', §5): one
// div.greenbook-widget with the data-* attributes and the inject script. Empty values are left out,
// lists are joined by '|', title, subtitle and bonus texts are encoded (URI, then base64), and every
// attribute value is HTML-escaped, so nothing typed can close the attribute or the tag.
import { WIDGET_DEFAULTS, encodeWidgetText } from '@greenbook/trading';
import type { WidgetForm } from './widget-form';

export type EmbedAttribute = readonly [name: `data-${string}`, value: string];

/** The widget's attributes in order, the empty ones left out. */
export function embedAttributes(form: WidgetForm): EmbedAttribute[] {
  const attributes: [`data-${string}`, string][] = [['data-widget-type', form.widgetType]];
  if (form.languageMode === 'custom') {
    attributes.push(['data-lang', form.language], ['data-currency', form.currency]);
  }
  if (form.widgetType === 'one_market') {
    attributes.push(['data-widget-id', form.marketId.trim()]);
  } else {
    attributes.push(
      ['data-widget-title', text(form.title)],
      ['data-widget-subtitle', text(form.subtitle)],
      ['data-widget-marketids', list(form.lists.marketids)],
      ['data-widget-eventtypeids', list(form.lists.eventtypeids)],
      ['data-widget-competitionids', list(form.lists.competitionids)],
      ['data-widget-venues', list(form.lists.venues)],
      ['data-widget-marketcountries', list(form.lists.marketcountries)],
      ['data-widget-markettypecodes', list(form.lists.markettypecodes)],
      ['data-widget-markets-sort', form.sort],
      ['data-widget-markets-count', form.count.trim()],
      ['data-widget-marketstarttime-next-hours', form.nextHours.trim()],
    );
  }
  attributes.push(['data-color-theme', form.theme]);
  if (form.theme === 'custom' && form.colours !== undefined) {
    attributes.push(['data-color', form.colours.join(WIDGET_DEFAULTS.listSeparator)]);
  }
  attributes.push(
    ['data-bonus-link-rfr', form.bonusRfr.trim()],
    ['data-bonus-link-pid', form.bonusPid.trim()],
    ['data-bonus-title', text(form.bonusTitle)],
    ['data-bonus-description', text(form.bonusDescription)],
  );
  return attributes.filter(([, value]) => value !== '');
}

function text(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' ? '' : encodeWidgetText(trimmed);
}

function list(values: readonly string[]): string {
  return values.join(WIDGET_DEFAULTS.listSeparator);
}

/** A value safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#39;');
}

/** The inject script's address on the product's origin. */
export function injectScriptUrl(productOrigin: string): string {
  return `${productOrigin}/embed/widget.js`;
}

/** The two lines a webmaster pastes into their page. */
export function buildEmbedCode(form: WidgetForm, productOrigin: string): string {
  const attributes = embedAttributes(form)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return [
    `<div class="greenbook-widget"${attributes}></div>`,
    `<script async src="${escapeAttribute(injectScriptUrl(productOrigin))}"></script>`,
  ].join('\n');
}
