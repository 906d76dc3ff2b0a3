import { WIDGET_THEME_PRESETS } from '@greenbook/trading';
import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_PRESETS,
  addToList,
  applyTemplate,
  chooseTheme,
  editColour,
  editOption,
  initialWidgetForm,
  removeFromList,
  setEditorOpen,
} from './widget-form';

const texts = { title: 'T', subtitle: 'S' };
const start = () => initialWidgetForm(texts, 'D');

describe('widgets form rules (§4, §5)', () => {
  it('starts as multiple markets on the default template with the bf theme and §3 bonus', () => {
    const form = start();
    expect(form.widgetType).toBe('multiple_markets');
    expect(form.template).toBe('football-top-24h');
    expect(form.lists).toEqual(TEMPLATE_PRESETS['football-top-24h'].lists);
    expect(form.theme).toBe('bf');
    expect(form.marketId).toBe('-1');
    expect(form.bonusTitle).toBe('Free 20£ exchange bet');
  });

  it('a template overwrites the options; editing one by hand makes it custom', () => {
    const edited = addToList(start(), 'venues', 'York');
    expect(edited.template).toBe('custom');
    const ascot = applyTemplate(edited, 'racing-ascot-next', { title: 'Ascot', subtitle: 'Next' });
    expect(ascot.lists.venues).toEqual(['Ascot']);
    expect(ascot.title).toBe('Ascot');
    expect(ascot.sort).toBe('FIRST_TO_START');
    expect(applyTemplate(ascot, 'custom', texts).lists).toEqual(ascot.lists);
    expect(editOption(ascot, 'count', '7')).toMatchObject({ count: '7', template: 'custom' });
  });

  it('custom starts from the current theme and opens the editor; a preset clears it', () => {
    const green = chooseTheme(start(), 'green');
    expect(green).toMatchObject({ theme: 'green', colours: undefined, themeChangedByUser: true });
    const custom = chooseTheme(green, 'custom');
    expect(custom).toMatchObject({ theme: 'custom', editorOpen: true });
    expect(custom.colours).toEqual(WIDGET_THEME_PRESETS.green);
    expect(chooseTheme(custom, 'dark').colours).toBeUndefined();
  });

  it('editing a preset colour switches to custom from that preset', () => {
    const dark = setEditorOpen(chooseTheme(start(), 'dark'), true);
    const edited = editColour(dark, 0, '#ABCDEF');
    expect(edited.theme).toBe('custom');
    expect(edited.colours).toEqual(['#abcdef', ...WIDGET_THEME_PRESETS.dark.slice(1)]);
  });

  it('closing the editor keeps custom colours and clears them otherwise', () => {
    const custom = editColour(setEditorOpen(start(), true), 3, '#000000');
    expect(setEditorOpen(custom, false).colours).toHaveLength(21);
    const notCustom = { ...custom, theme: 'bf' as const };
    expect(setEditorOpen(notCustom, false).colours).toBeUndefined();
  });

  it('lists: no empty entries, no duplicates, no |, countries are two letters; chips come off one by one', () => {
    let form = addToList(start(), 'venues', '   ');
    expect(form.lists.venues).toEqual([]);
    form = addToList(form, 'venues', ' Ascot ');
    form = addToList(form, 'venues', 'Ascot');
    form = addToList(form, 'venues', 'A|B');
    expect(form.lists.venues).toEqual(['Ascot']);
    form = addToList(addToList(form, 'marketcountries', 'gb'), 'marketcountries', 'GBR');
    expect(form.lists.marketcountries).toEqual(['GB']);
    form = addToList(addToList(form, 'marketids', '1.1'), 'marketids', '1.2');
    expect(removeFromList(form, 'marketids', '1.1').lists.marketids).toEqual(['1.2']);
  });
});

describe('sort labels', () => {
  it('are in title case with underscores as spaces', async () => {
    const { sortLabel } = await import('./widget-form');
    expect(sortLabel('FIRST_TO_START')).toBe('First To Start');
    expect(sortLabel('MAXIMUM_AVAILABLE')).toBe('Maximum Available');
  });
});
