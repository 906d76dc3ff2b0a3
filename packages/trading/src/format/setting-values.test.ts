import { describe, expect, it } from 'vitest';
import { INVALID_INPUT_MESSAGE } from '../constants/messages.js';
import { validateOddsView, validateTheme } from './setting-values.js';

describe('settings validation (trading-core §5 "Other settings")', () => {
  it('has the spec message', () => {
    expect(INVALID_INPUT_MESSAGE).toBe('Invalid input, please reload the page and try again.');
  });

  it('accepts only MARKET_TAKE and MARKET_MAKE as odds view', () => {
    expect(validateOddsView('MARKET_TAKE')).toEqual({ ok: true, value: 'MARKET_TAKE' });
    expect(validateOddsView('MARKET_MAKE')).toEqual({ ok: true, value: 'MARKET_MAKE' });
    for (const bad of ['market_take', 'MARKET', '', undefined, null, 1, {}]) {
      expect(validateOddsView(bad)).toEqual({ ok: false, message: INVALID_INPUT_MESSAGE });
    }
  });

  it('accepts only light and dark as theme', () => {
    expect(validateTheme('light')).toEqual({ ok: true, value: 'light' });
    expect(validateTheme('dark')).toEqual({ ok: true, value: 'dark' });
    for (const bad of ['Dark', 'blue', '', undefined, 0]) {
      expect(validateTheme(bad)).toEqual({ ok: false, message: INVALID_INPUT_MESSAGE });
    }
  });
});
