import { describe, expect, it } from 'vitest';
import { formOutcome, formRuns } from './form';

describe('form figures (trading-core §9: 1 won, 0 outside the top 10, etc.)', () => {
  it('reads digits as finishing positions, 1 a win and 0 outside the top 10', () => {
    expect(formOutcome('1')).toEqual({ kind: 'won' });
    expect(formOutcome('2')).toEqual({ kind: 'placed', position: 2 });
    expect(formOutcome('9')).toEqual({ kind: 'placed', position: 9 });
    expect(formOutcome('0')).toEqual({ kind: 'outsideTopTen' });
  });

  it('reads the letters and breaks a trader knows, in either case', () => {
    const kinds = ['P', 'F', 'U', 'R', 'B', 'S', 'C', 'D', 'O', 'V', '-', '/'].map(
      (figure) => formOutcome(figure).kind,
    );
    expect(kinds).toEqual([
      'pulledUp',
      'fell',
      'unseatedRider',
      'refused',
      'broughtDown',
      'slippedUp',
      'carriedOut',
      'disqualified',
      'ranOut',
      'voidRace',
      'seasonBreak',
      'twoSeasonBreak',
    ]);
    expect(formOutcome('p')).toEqual({ kind: 'pulledUp' });
  });

  it('marks a character it does not know as unknown rather than guessing', () => {
    expect(formOutcome('X')).toEqual({ kind: 'unknown' });
    expect(formOutcome('?')).toEqual({ kind: 'unknown' });
  });

  it('splits a form string into runs in the order given, letters upper-cased', () => {
    expect(formRuns('21-0p')).toEqual([
      { figure: '2', outcome: { kind: 'placed', position: 2 } },
      { figure: '1', outcome: { kind: 'won' } },
      { figure: '-', outcome: { kind: 'seasonBreak' } },
      { figure: '0', outcome: { kind: 'outsideTopTen' } },
      { figure: 'P', outcome: { kind: 'pulledUp' } },
    ]);
    expect(formRuns('')).toEqual([]);
  });
});
