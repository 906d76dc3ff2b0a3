import fc from 'fast-check';
import { WIDGET_THEME_PRESETS, decodeWidgetText } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import { buildEmbedCode, embedAttributes, escapeAttribute } from './embed-code';
import { addToList, chooseTheme, editOption, initialWidgetForm, type WidgetForm } from './widget-form';

const texts = { title: 'Football: top markets', subtitle: 'Next 24 hours' };
const start = (): WidgetForm => initialWidgetForm(texts, 'New customers only.');

/** The attributes as the browser reads them back from the embed code. */
function parse(code: string): Map<string, string> {
  const holder = document.createElement('div');
  holder.innerHTML = code;
  const element = holder.querySelector('div.greenbook-widget');
  if (element === null) throw new Error('no widget element');
  return new Map([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

describe('embed code', () => {
  it('writes the default template as the contract says', () => {
    const code = buildEmbedCode(start(), 'https://greenbook.example');
    expect(code.split('\n')).toEqual([
      expect.stringMatching(/^<div class="greenbook-widget" data-widget-type="multiple_markets" /),
      '<script async src="https://greenbook.example/embed/widget.js"></script>',
    ]);
    const attributes = parse(code);
    expect(attributes.get('data-widget-eventtypeids')).toBe('1');
    expect(attributes.get('data-widget-markettypecodes')).toBe('MATCH_ODDS');
    expect(attributes.get('data-widget-markets-sort')).toBe('MAXIMUM_TRADED');
    expect(attributes.get('data-color-theme')).toBe('bf');
    expect(decodeWidgetText(attributes.get('data-widget-title') ?? '')).toBe(texts.title);
    expect(decodeWidgetText(attributes.get('data-bonus-title') ?? '')).toBe('Free 20£ exchange bet');
  });

  it('leaves out empty values, the language while auto-detected, and data-color for presets', () => {
    const form = { ...editOption(start(), 'subtitle', '  '), bonusRfr: '' };
    const names = embedAttributes(form).map(([name]) => name);
    expect(names).not.toContain('data-widget-subtitle');
    expect(names).not.toContain('data-bonus-link-rfr');
    expect(names).not.toContain('data-widget-venues');
    expect(names).not.toContain('data-lang');
    expect(names).not.toContain('data-currency');
    expect(names).not.toContain('data-color');
    const custom = embedAttributes({ ...form, languageMode: 'custom' });
    expect(custom).toContainEqual(['data-lang', 'en']);
    expect(custom).toContainEqual(['data-currency', 'GBP']);
  });

  it('joins lists with | and writes the 21 custom colours', () => {
    let form = addToList(start(), 'venues', 'Ascot');
    form = addToList(form, 'venues', 'Cheltenham');
    form = chooseTheme(form, 'custom');
    const attributes = parse(buildEmbedCode(form, 'http://localhost:8080'));
    expect(attributes.get('data-widget-venues')).toBe('Ascot|Cheltenham');
    expect(attributes.get('data-color')?.split('|')).toEqual(WIDGET_THEME_PRESETS.bf);
  });

  it('one market: the id, none of the list attributes', () => {
    const form: WidgetForm = { ...start(), widgetType: 'one_market', marketId: ' 1.234 ' };
    const names = embedAttributes(form).map(([name]) => name);
    expect(embedAttributes(form)).toContainEqual(['data-widget-id', '1.234']);
    expect(names.filter((name) => name.startsWith('data-widget-') && name !== 'data-widget-type')).toEqual([
      'data-widget-id',
    ]);
  });

  it('any title, subtitle and bonus text survives the round trip and never escapes its attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string(), (title, venue) => {
        const form = addToList(
          { ...editOption(start(), 'title', title), bonusTitle: title, bonusDescription: title },
          'venues',
          venue,
        );
        const code = buildEmbedCode(form, 'http://localhost:8080');
        const holder = document.createElement('div');
        holder.innerHTML = code;
        // Exactly the one div and one script, whatever was typed.
        expect(holder.children).toHaveLength(2);
        const attributes = parse(code);
        const trimmed = title.trim();
        for (const name of ['data-widget-title', 'data-bonus-title', 'data-bonus-description']) {
          const value = attributes.get(name);
          if (trimmed === '') expect(value).toBeUndefined();
          else {
            expect(value).toMatch(/^[A-Za-z0-9+/]+=*$/);
            expect(decodeWidgetText(value ?? '')).toBe(trimmed);
          }
        }
        const venues = attributes.get('data-widget-venues');
        if (venues !== undefined) expect(venues.split('|')).toEqual(form.lists.venues);
      }),
    );
  });

  it('escapes every character that could end an attribute', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const holder = document.createElement('div');
        holder.innerHTML = `<div data-x="${escapeAttribute(value)}"></div>`;
        expect(holder.firstElementChild?.getAttribute('data-x')).toBe(
          value.replaceAll('\r\n', '\n').replaceAll('\r', '\n').replaceAll('\0', '\uFFFD'),
        );
      }),
    );
  });
});
