import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_AUTO_OPTIONS,
  autoOptionsForPremium,
  normaliseAutoOptions,
  resetAutoOptions,
  setAutoOptionTicks,
  toggleAutoOption,
  type AutoOptionName,
} from './auto-options.js';

describe('auto options (trading-core §3/§4/§5)', () => {
  it('counts the options that are on', () => {
    const one = toggleAutoOption(DEFAULT_AUTO_OPTIONS, 'keepInPlay');
    expect(one.countOn).toBe(1);
    const two = toggleAutoOption(one, 'tickOffset');
    expect(two).toMatchObject({ countOn: 2, tickOffset: { active: true, value: 1 } });
    expect(toggleAutoOption(two, 'keepInPlay').countOn).toBe(1);
  });

  it('stores tick values only when active, never below 1', () => {
    expect(setAutoOptionTicks(DEFAULT_AUTO_OPTIONS, 'stopLoss', 5)).toBe(DEFAULT_AUTO_OPTIONS);
    const on = toggleAutoOption(DEFAULT_AUTO_OPTIONS, 'stopLoss');
    expect(setAutoOptionTicks(on, 'stopLoss', 5).stopLoss).toEqual({ active: true, value: 5 });
    expect(setAutoOptionTicks(on, 'stopLoss', 0).stopLoss.value).toBe(1);
    expect(setAutoOptionTicks(on, 'stopLoss', -3).stopLoss.value).toBe(1);
    expect(setAutoOptionTicks(on, 'stopLoss', 2.5)).toBe(on);
    expect(setAutoOptionTicks(on, 'stopLoss', Number.NaN)).toBe(on);
    // switching off drops the stored value
    const five = setAutoOptionTicks(on, 'stopLoss', 5);
    expect(toggleAutoOption(five, 'stopLoss').stopLoss).toEqual({ active: false, value: 1 });
  });

  it('resets to all off with countOn 0, and losing premium does the same', () => {
    const all = (['keepInPlay', 'fillOrKill', 'tickOffset', 'stopLoss'] as const).reduce(
      toggleAutoOption,
      DEFAULT_AUTO_OPTIONS,
    );
    expect(all.countOn).toBe(4);
    expect(resetAutoOptions()).toEqual({
      countOn: 0,
      keepInPlay: { active: false },
      fillOrKill: { active: false },
      tickOffset: { active: false, value: 1 },
      stopLoss: { active: false, value: 1 },
    });
    expect(autoOptionsForPremium(all, false)).toEqual(DEFAULT_AUTO_OPTIONS);
    expect(autoOptionsForPremium(all, true)).toBe(all);
    const none = { ...DEFAULT_AUTO_OPTIONS };
    expect(autoOptionsForPremium(none, false)).toBe(none);
  });

  it('repairs stored options', () => {
    expect(normaliseAutoOptions(null)).toEqual(DEFAULT_AUTO_OPTIONS);
    expect(
      normaliseAutoOptions({
        countOn: 9,
        keepInPlay: { active: true },
        tickOffset: { active: true, value: 0 },
        stopLoss: { active: false, value: 7 },
      }),
    ).toEqual({
      countOn: 2,
      keepInPlay: { active: true },
      fillOrKill: { active: false },
      tickOffset: { active: true, value: 1 },
      stopLoss: { active: false, value: 1 },
    });
  });

  it('any sequence of changes keeps countOn true and tick values whole and >= 1', () => {
    const change = fc.oneof(
      fc
        .constantFrom<AutoOptionName>('keepInPlay', 'fillOrKill', 'tickOffset', 'stopLoss')
        .map((name) => ({ name })),
      fc.record({
        name: fc.constantFrom('tickOffset' as const, 'stopLoss' as const),
        ticks: fc.oneof(fc.integer({ min: -10, max: 400 }), fc.double()),
      }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 20 }), (changes) => {
        let options = DEFAULT_AUTO_OPTIONS;
        for (const c of changes) {
          options =
            'ticks' in c ? setAutoOptionTicks(options, c.name, c.ticks) : toggleAutoOption(options, c.name);
          const flags = [options.keepInPlay, options.fillOrKill, options.tickOffset, options.stopLoss];
          expect(options.countOn).toBe(flags.filter((f) => f.active).length);
          for (const t of [options.tickOffset, options.stopLoss]) {
            expect(Number.isInteger(t.value) && t.value >= 1).toBe(true);
            if (!t.active) expect(t.value).toBe(1);
          }
        }
        expect(normaliseAutoOptions(JSON.parse(JSON.stringify(options)))).toEqual(options);
      }),
    );
  });
});
