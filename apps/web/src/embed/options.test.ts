import { WIDGET_THEME_PRESETS, encodeWidgetText } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BONUS_DESCRIPTION, MAX_LIST_ENTRIES, detectLanguage, parseOptions } from './options';

const parse = (attributes: Record<string, string>, languages: readonly string[] = ['en-GB']) =>
  parseOptions(attributes, languages);

function options(attributes: Record<string, string>) {
  const parsed = parse(attributes);
  if (!parsed.ok) throw new Error(`expected valid options, got: ${parsed.reason}`);
  return parsed.options;
}

describe('widget options from the embed attributes', () => {
  it('reads the generator’s multiple-markets embed', () => {
    const read = options({
      'data-widget-type': 'multiple_markets',
      'data-lang': 'de',
      'data-currency': 'EUR',
      'data-color-theme': 'dark',
      'data-widget-title': encodeWidgetText('Fußball – heute <3'.replace('<', '')),
      'data-widget-subtitle': encodeWidgetText('Die besten Quoten'),
      'data-widget-eventtypeids': '1|2',
      'data-widget-competitionids': '10932509',
      'data-widget-venues': 'Ascot|Newmarket',
      'data-widget-marketcountries': 'GB|IE',
      'data-widget-markettypecodes': 'MATCH_ODDS|WIN',
      'data-widget-marketids': '1.123|1.456',
      'data-widget-markets-sort': 'MAXIMUM_TRADED',
      'data-widget-markets-count': '7',
      'data-widget-marketstarttime-next-hours': '24',
      'data-bonus-link-rfr': 'aff-7',
      'data-bonus-link-pid': '42',
    });
    expect(read).toMatchObject({
      type: 'multiple_markets',
      language: 'de',
      currency: 'EUR',
      title: 'Fußball – heute 3',
      subtitle: 'Die besten Quoten',
      sort: 'MAXIMUM_TRADED',
      count: 7,
      nextHours: 24,
      bonus: { rfr: 'aff-7', pid: '42', description: DEFAULT_BONUS_DESCRIPTION },
      filter: {
        marketIds: ['1.123', '1.456'],
        eventTypeIds: ['1', '2'],
        competitionIds: ['10932509'],
        venues: ['Ascot', 'Newmarket'],
        marketCountries: ['GB', 'IE'],
        marketTypeCodes: ['MATCH_ODDS', 'WIN'],
      },
    });
    expect(read.colours).toEqual(WIDGET_THEME_PRESETS.dark);
  });

  it('fills the spec’s defaults: multiple markets, bf theme, GBP, market -1, the 20£ bonus', () => {
    const read = options({});
    expect(read).toMatchObject({
      type: 'multiple_markets',
      currency: 'GBP',
      marketId: '-1',
      count: 10,
      nextHours: undefined,
    });
    expect(read.bonus.title).toBe('Free 20£ exchange bet');
    expect(read.colours).toEqual(WIDGET_THEME_PRESETS.bf);
  });

  it('detects the language when data-lang is empty, English when the browser’s is not a widget language', () => {
    expect(parse({ 'data-lang': '' }, ['nb-NO', 'en'])).toMatchObject({
      ok: true,
      options: { language: 'no' },
    });
    expect(detectLanguage(['nb-NO'])).toBe('no');
    expect(detectLanguage(['pt-BR'])).toBe('pt');
    expect(detectLanguage(['ja-JP', 'fr'])).toBe('en');
  });

  it('takes valid custom colours one by one and falls back to the theme for the others', () => {
    const custom = [...WIDGET_THEME_PRESETS.green];
    custom[0] = '#123';
    custom[5] = 'red;background:url(//evil)';
    const read = options({ 'data-color-theme': 'custom', 'data-color': custom.join('|') });
    expect(read.colours[0]).toBe('#123');
    expect(read.colours[5]).toBe(WIDGET_THEME_PRESETS.bf[5]);
    expect(read.colours[6]).toBe(WIDGET_THEME_PRESETS.green[6]);
    // A list of the wrong length is not the generator's: the theme stands.
    expect(options({ 'data-color-theme': 'green', 'data-color': '#000|#fff' }).colours).toEqual(
      WIDGET_THEME_PRESETS.green,
    );
  });

  it.each([
    ['script in a value', { 'data-widget-title': '<script>window.pwned=1</script>' }],
    ['script in an encoded text', { 'data-widget-title': encodeWidgetText('<img src=x onerror=alert(1)>') }],
    ['script in an id list', { 'data-widget-eventtypeids': '1|<script>' }],
    ['an unknown language', { 'data-lang': 'xx' }],
    ['an unknown currency', { 'data-currency': 'BTC' }],
    ['an unknown theme', { 'data-color-theme': 'neon' }],
    ['an unknown type', { 'data-widget-type': 'all_markets' }],
    ['an unknown sort', { 'data-widget-markets-sort': 'RANDOM' }],
    ['a non-numeric market id', { 'data-widget-id': 'abc' }],
    ['a non-numeric event type', { 'data-widget-eventtypeids': 'soccer' }],
    ['a lowercase country', { 'data-widget-marketcountries': 'gb' }],
    ['an empty list entry', { 'data-widget-eventtypeids': '1||2' }],
    [
      'a huge list',
      { 'data-widget-marketids': Array.from({ length: MAX_LIST_ENTRIES + 1 }, (_, i) => `1.${i}`).join('|') },
    ],
    ['a huge value', { 'data-widget-venues': 'A'.repeat(5_000) }],
    ['a count of 0', { 'data-widget-markets-count': '0' }],
    ['a fractional count', { 'data-widget-markets-count': '2.5' }],
    ['hours over 30 days', { 'data-widget-marketstarttime-next-hours': '721' }],
    ['an affiliate code with a query', { 'data-bonus-link-rfr': 'a&pid=b' }],
  ])('refuses %s', (_, attributes) => {
    const parsed = parse({ 'data-lang': 'pt', ...attributes });
    expect(parsed.ok).toBe(false);
  });

  it('keeps the page’s language for the empty state of invalid settings', () => {
    expect(parse({ 'data-lang': 'es', 'data-currency': 'BTC' })).toMatchObject({ ok: false, language: 'es' });
  });

  it('accepts a list of exactly the maximum', () => {
    const ids = Array.from({ length: MAX_LIST_ENTRIES }, (_, i) => `1.${i + 1}`);
    expect(options({ 'data-widget-marketids': ids.join('|') }).filter.marketIds).toHaveLength(
      MAX_LIST_ENTRIES,
    );
  });
});
