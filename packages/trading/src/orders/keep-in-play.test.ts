import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  confirmKeepInPlay,
  keepInPlayChanged,
  keepInPlayControlFor,
  keepInPlayForPersistence,
  limitOrderTerms,
  persistenceForKeepInPlay,
  persistenceFromCode,
  persistenceToCode,
  resetKeepInPlay,
  selectKeepInPlay,
  type PersistenceType,
} from './keep-in-play.js';
import { oppositeSide, sideFromCode, sideToCode } from '../money/side.js';

describe('Keep In Play mapping (trading-core §3/§4)', () => {
  it("maps 'No' to LAPSE / L and 'Yes' to PERSIST / P, both ways", () => {
    expect(persistenceForKeepInPlay('No')).toBe('LAPSE');
    expect(persistenceForKeepInPlay('Yes')).toBe('PERSIST');
    expect(persistenceToCode('LAPSE')).toBe('L');
    expect(persistenceToCode('PERSIST')).toBe('P');
    expect(persistenceFromCode('L')).toBe('LAPSE');
    expect(persistenceFromCode('P')).toBe('PERSIST');
    expect(keepInPlayForPersistence('LAPSE')).toBe('No');
    expect(keepInPlayForPersistence('PERSIST')).toBe('Yes');
  });

  it('has no radio value for MARKET_ON_CLOSE and refuses unknown letters', () => {
    expect(persistenceFromCode('MOC')).toBe('MARKET_ON_CLOSE');
    expect(keepInPlayForPersistence('MARKET_ON_CLOSE')).toBeUndefined();
    expect(keepInPlayControlFor('MARKET_ON_CLOSE')).toBeUndefined();
    expect(persistenceFromCode('X')).toBeUndefined();
  });

  it('round-trips every persistence through its letter', () => {
    fc.assert(
      fc.property(fc.constantFrom<PersistenceType>('LAPSE', 'PERSIST', 'MARKET_ON_CLOSE'), (persistence) => {
        expect(persistenceFromCode(persistenceToCode(persistence))).toBe(persistence);
      }),
    );
  });

  it('shows confirm/reset only after a change, and confirm sends the new persistence', () => {
    const control = keepInPlayControlFor('LAPSE');
    if (control === undefined) throw new Error('expected a control');
    expect(keepInPlayChanged(control)).toBe(false);
    expect(confirmKeepInPlay(control, '1')).toBeUndefined();
    const changed = selectKeepInPlay(control, 'Yes');
    expect(keepInPlayChanged(changed)).toBe(true);
    expect(confirmKeepInPlay(changed, '123')).toEqual({ betId: '123', newPersistenceType: 'PERSIST' });
    expect(resetKeepInPlay(changed)).toEqual({ saved: 'No', selected: 'No' });
  });

  it('turns the auto options into limit order terms', () => {
    expect(limitOrderTerms({ keepInPlay: false, fillOrKill: false })).toEqual({
      persistenceType: 'LAPSE',
      timeInForce: null,
    });
    expect(limitOrderTerms({ keepInPlay: true, fillOrKill: true })).toEqual({
      persistenceType: 'PERSIST',
      timeInForce: 'FILL_OR_KILL',
    });
  });
});

describe('order sides (trading-core §3)', () => {
  it('maps B/L letters both ways and flips sides', () => {
    expect(sideToCode('BACK')).toBe('B');
    expect(sideToCode('LAY')).toBe('L');
    expect(sideFromCode('B')).toBe('BACK');
    expect(sideFromCode('L')).toBe('LAY');
    expect(sideFromCode('BACK')).toBeUndefined();
    expect(oppositeSide('BACK')).toBe('LAY');
    expect(oppositeSide('LAY')).toBe('BACK');
  });
});
