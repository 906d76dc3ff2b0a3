import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRunnerKey, runnerKey } from './runner-key.js';

describe('runnerKey', () => {
  it('joins selection id and handicap with an underscore', () => {
    expect(runnerKey(47972, 0)).toBe('47972_0');
    expect(runnerKey(47972)).toBe('47972_0');
    expect(runnerKey(2, -1.5)).toBe('2_-1.5');
    expect(runnerKey(2, 0.25)).toBe('2_0.25');
  });

  it('writes a negative zero handicap as 0', () => {
    expect(runnerKey(7, -0)).toBe('7_0');
  });
});

describe('parseRunnerKey', () => {
  it('reads keys back', () => {
    expect(parseRunnerKey('47972_0')).toEqual({ selectionId: 47972, handicap: 0 });
    expect(parseRunnerKey('2_-1.5')).toEqual({ selectionId: 2, handicap: -1.5 });
  });

  it('refuses malformed keys', () => {
    for (const bad of ['', '47972', '_0', 'a_0', '1_', '1_x', '1_2_3', '-1_0', '1.5_0']) {
      expect(parseRunnerKey(bad)).toBeUndefined();
    }
  });

  it('round-trips any selection id and quarter handicap', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.integer({ min: -400, max: 400 }), (id, quarters) => {
        const handicap = quarters / 4;
        expect(parseRunnerKey(runnerKey(id, handicap))).toEqual({ selectionId: id, handicap: handicap + 0 });
      }),
    );
  });
});
