import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIDGET_COLOUR_KEYS, WIDGET_THEME_PRESETS, isWidgetColour } from './widget-colours.js';
import { decodeWidgetText, encodeWidgetText } from './widget-text.js';

describe('widget texts in the embed code', () => {
  it('encodes URI-encoded then base64', () => {
    expect(encodeWidgetText('Free 20£ bet')).toBe(btoa('Free%2020%C2%A3%20bet'));
  });

  it('gives back any text, in any script', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeWidgetText(encodeWidgetText(text))).toBe(text);
      }),
    );
  });

  it('refuses what it did not encode', () => {
    expect(decodeWidgetText('%%%')).toBeUndefined();
    expect(decodeWidgetText(btoa('%E0%A4%A'))).toBeUndefined();
  });
});

describe('widget colours', () => {
  it('has 21 keys and a full, valid preset for each theme', () => {
    expect(WIDGET_COLOUR_KEYS).toHaveLength(21);
    for (const preset of Object.values(WIDGET_THEME_PRESETS)) {
      expect(preset).toHaveLength(21);
      expect(preset.every(isWidgetColour)).toBe(true);
    }
  });

  it('accepts only hex colours', () => {
    expect(isWidgetColour('#1a7348')).toBe(true);
    expect(isWidgetColour('#fff')).toBe(true);
    expect(isWidgetColour('red;background:url(x)')).toBe(false);
    expect(isWidgetColour('#12345')).toBe(false);
  });
});
