// Draws one widget into its shadow root from DOM nodes and textContent only: nothing the page,
// the attributes or the service gave ever goes through an HTML parser. Colours reach the style
// sheet as custom properties, and only as #rgb / #rrggbb (options.ts).
import { WIDGET_COLOUR_KEYS } from '@greenbook/trading';
import { dateLocale } from '../lib/format/date-locale';
import type { WidgetOptions } from './options';
import type { Book, CatalogueMarket, PriceSize } from './service';
import { WIDGET_TEXTS, intlLocale, type WidgetTexts } from './texts';

export type WidgetView =
  | { readonly state: 'invalid'; readonly language: WidgetOptions['language'] }
  | { readonly state: 'loading' | 'empty' | 'unavailable'; readonly options: WidgetOptions }
  | {
      readonly state: 'markets';
      readonly options: WidgetOptions;
      readonly markets: readonly CatalogueMarket[];
      readonly books: ReadonlyMap<string, Book>;
    };

/** Runners a market shows in a multiple-markets widget before its 'more' link. */
export const RUNNERS_PER_MARKET = 6;

const STYLE = `
:host{all:initial;display:block;contain:content}
.w{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--mainBackground);color:var(--mainText);border:1px solid var(--rulesPopupOuter);border-radius:8px;overflow:hidden;min-width:0;max-width:100%;box-sizing:border-box}
.w *{box-sizing:border-box}
header{background:var(--headerBackground);color:var(--headerText);padding:10px 12px}
h2{margin:0;font-size:16px;font-weight:700;color:var(--headerText)}
header p{margin:2px 0 0;font-size:13px;color:var(--headerHighlights)}
section{background:var(--rulesPopupInner);border-top:1px solid var(--rulesPopupOuter);padding:8px 12px}
h3{margin:0 0 6px;font-size:14px;display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}
h3 a{color:var(--mainText);text-decoration:none;font-weight:700;overflow-wrap:anywhere}
h3 a:hover,h3 a:focus-visible{text-decoration:underline}
time{font-size:12px;opacity:.8;font-weight:400}
.live{font-size:11px;font-weight:700;text-transform:uppercase;padding:1px 6px;border-radius:4px;background:var(--headerAccountBackground);color:var(--headerAccountText)}
table{width:100%;border-collapse:collapse;table-layout:fixed}
th{font-size:11px;font-weight:600;text-transform:uppercase;background:var(--betHistoryListHeader);padding:3px 4px;text-align:center}
th:first-child{text-align:left}
td{background:var(--betHistoryListItems);padding:3px 4px;border-top:1px solid var(--rulesPopupOuter);overflow-wrap:anywhere}
th.p,td.p{width:76px;text-align:center}
td.b{background:var(--backBackground);color:var(--backText)}
td.l{background:var(--layBackground);color:var(--layText)}
td.p span{display:block;font-weight:700}
td.p small{display:block;font-size:11px;opacity:.85}
.more{display:inline-block;margin-top:4px;font-size:12px;color:var(--mainText)}
.state{margin:0;padding:16px 12px;background:var(--warningsBackground);color:var(--warningsText);text-align:center}
.bonus{background:var(--warningsBackground);color:var(--warningsText);padding:10px 12px;border-top:1px solid var(--rulesPopupOuter)}
.bonus strong{display:block;font-size:14px}
.bonus p{margin:4px 0 8px;font-size:12px}
.bonus a{display:inline-block;padding:6px 12px;border-radius:6px;font-weight:700;text-decoration:none;background:var(--warningsButtonBackground);color:var(--warningsButtonText)}
footer{background:var(--footer);color:var(--footerText);padding:6px 12px;font-size:11px;text-align:right}
footer a{color:inherit}
@media (prefers-reduced-motion:no-preference){td.p{transition:background-color .2s}}
`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A link into the product that opens in a new tab, carrying the affiliate codes. */
export function productLink(origin: string, path: string, options: WidgetOptions | undefined): string {
  const url = new URL(path, origin);
  if (options?.bonus.rfr !== undefined) url.searchParams.set('rfr', options.bonus.rfr);
  if (options?.bonus.pid !== undefined) url.searchParams.set('pid', options.bonus.pid);
  return url.href;
}

function anchor(href: string, ...children: (Node | string)[]): HTMLAnchorElement {
  return el('a', { href, target: '_blank', rel: 'noopener' }, ...children);
}

/** Dark or light text on a background colour, whichever reads. */
function readableOn(colour: string): string {
  const hex = colour.length === 4 ? colour.replace(/[0-9a-f]/gi, (c) => c + c) : colour;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 150 ? '#1e1e1e' : '#ffffff';
}

function priceCell(kind: 'b' | 'l', offer: PriceSize | undefined, money: Intl.NumberFormat, label: string) {
  if (offer === undefined) return el('td', { class: `p ${kind}`, 'aria-label': `${label}: –` }, '–');
  const price = String(offer.price);
  const size = money.format(offer.size);
  return el(
    'td',
    { class: `p ${kind}`, 'aria-label': `${label} ${price}, ${size}`, 'data-price': price },
    el('span', {}, price),
    el('small', {}, size),
  );
}

function marketSection(
  market: CatalogueMarket,
  book: Book | undefined,
  options: WidgetOptions,
  origin: string,
  texts: WidgetTexts,
  limit: number,
): HTMLElement {
  const locale = intlLocale(options.language);
  const href = productLink(
    origin,
    `/market/${encodeURIComponent(market.event?.id ?? '0')}/${encodeURIComponent(market.marketId)}`,
    options,
  );
  const name = market.event === undefined ? market.marketName : `${market.event.name} – ${market.marketName}`;
  const heading = el('h3', {}, anchor(href, name));
  if (market.marketStartTime !== undefined) {
    const start = new Date(market.marketStartTime);
    if (!Number.isNaN(start.getTime()))
      heading.append(
        el(
          'time',
          { datetime: start.toISOString() },
          // The product's date locale ('en' is British English, a 24-hour clock); money below
          // keeps the widget language's own locale.
          new Intl.DateTimeFormat(dateLocale(locale), {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
          }).format(start),
        ),
      );
  }
  if (book?.inPlay === true) heading.append(el('span', { class: 'live' }, texts.inPlay));
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: options.currency,
    maximumFractionDigits: 0,
  });
  const prices = new Map((book?.runners ?? []).map((runner) => [runner.selectionId, runner]));
  const runners = [...market.runners]
    .filter((runner) => prices.get(runner.selectionId)?.status !== 'REMOVED')
    .sort((a, b) => a.sortPriority - b.sortPriority);
  const table = el(
    'table',
    { 'aria-label': name },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, ''),
        el('th', { class: 'p', scope: 'col' }, texts.back),
        el('th', { class: 'p', scope: 'col' }, texts.lay),
      ),
    ),
  );
  const body = el('tbody');
  for (const runner of runners.slice(0, limit)) {
    const price = prices.get(runner.selectionId);
    body.append(
      el(
        'tr',
        { 'data-selection-id': String(runner.selectionId) },
        el(
          'th',
          {
            scope: 'row',
            style:
              'text-align:left;text-transform:none;font-size:13px;font-weight:500;background:transparent',
          },
          runner.runnerName,
        ),
        priceCell('b', price?.back, money, texts.back),
        priceCell('l', price?.lay, money, texts.lay),
      ),
    );
  }
  table.append(body);
  const section = el('section', { 'data-market-id': market.marketId }, heading, table);
  if (runners.length > limit) {
    const more = anchor(href, `+${runners.length - limit} ${texts.moreRunners}`);
    more.className = 'more';
    section.append(more);
  }
  return section;
}

/** Replaces the shadow root's content with the view. */
export function drawWidget(root: ShadowRoot, view: WidgetView, origin: string): void {
  const options = view.state === 'invalid' ? undefined : view.options;
  const texts = WIDGET_TEXTS[options?.language ?? (view.state === 'invalid' ? view.language : 'en')];
  const frame = el('div', {
    class: 'w',
    lang: options?.language ?? (view.state === 'invalid' ? view.language : 'en'),
  });
  const colours = options?.colours;
  if (colours !== undefined) {
    WIDGET_COLOUR_KEYS.forEach((key, index) => frame.style.setProperty(`--${key}`, colours[index] ?? ''));
    frame.style.setProperty(
      '--footerText',
      readableOn(colours[WIDGET_COLOUR_KEYS.indexOf('footer')] ?? '#ffffff'),
    );
  } else {
    // The invalid state has no trusted colours: plain, readable defaults.
    for (const [key, colour] of [
      ['mainBackground', '#ffffff'],
      ['mainText', '#1e1e1e'],
      ['rulesPopupOuter', '#d0d0d0'],
      ['warningsBackground', '#fff3cd'],
      ['warningsText', '#6b4e00'],
    ])
      frame.style.setProperty(`--${key}`, colour ?? '');
  }
  const title =
    options === undefined
      ? undefined
      : (options.title ?? (options.type === 'multiple_markets' ? texts.defaultTitle : undefined));
  const region = el('section', {
    role: 'region',
    'aria-label': title ?? texts.defaultTitle,
    style: 'padding:0;border:0;background:none',
  });
  if (options !== undefined && (title !== undefined || options.subtitle !== undefined)) {
    const header = el('header');
    if (title !== undefined) header.append(el('h2', {}, title));
    if (options.subtitle !== undefined) header.append(el('p', {}, options.subtitle));
    region.append(header);
  }
  if (view.state === 'markets') {
    const limit = options?.type === 'one_market' ? Number.POSITIVE_INFINITY : RUNNERS_PER_MARKET;
    for (const market of view.markets)
      region.append(
        marketSection(market, view.books.get(market.marketId), view.options, origin, texts, limit),
      );
  } else {
    const message = {
      invalid: texts.invalid,
      loading: texts.loading,
      empty: texts.noMarkets,
      unavailable: texts.unavailable,
    }[view.state];
    region.append(el('p', { class: 'state', role: 'status', 'data-state': view.state }, message));
  }
  if (options !== undefined) {
    region.append(
      el(
        'div',
        { class: 'bonus' },
        el('strong', {}, options.bonus.title),
        el('p', {}, options.bonus.description),
        anchor(productLink(origin, '/', options), texts.claim),
      ),
      el('footer', {}, anchor(productLink(origin, '/', options), texts.poweredBy)),
    );
  }
  frame.append(region);
  frame.dataset['state'] = view.state;
  root.replaceChildren(el('style', {}, STYLE), frame);
}
