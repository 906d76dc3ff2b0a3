// MarketFilter.textQuery as Betfair reads it: words of the event, competition and market names,
// case-insensitive, `*` for the rest of a word (betfair-protocol §2.1, §9).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/api-error.js';
import { parseTextQuery, textQueryMatches, type SearchableNames } from './text-query.js';

const arsenalMatchOdds: SearchableNames = {
  eventName: 'Arsenal v Man City',
  competitionName: 'English Premier League',
  marketName: 'Match Odds',
};
const kemptonRace: SearchableNames = {
  eventName: 'Kempton 3rd Jan',
  competitionName: undefined,
  marketName: '2m Hcap Chs',
};

const finds = (query: string, names: SearchableNames = arsenalMatchOdds): boolean =>
  textQueryMatches(parseTextQuery(query, 'filter.textQuery'), names);

describe('textQuery', () => {
  it('matches whole words of the event, competition and market names, whatever the case', () => {
    expect(finds('arsenal')).toBe(true);
    expect(finds('ARSENAL')).toBe(true);
    expect(finds('premier')).toBe(true);
    expect(finds('odds')).toBe(true);
    expect(finds('kempton', kemptonRace)).toBe(true);
  });

  it('does not match part of a word without the wildcard', () => {
    expect(finds('arse')).toBe(false);
    expect(finds('senal')).toBe(false);
    expect(finds('premierleague')).toBe(false);
  });

  it('takes * as the rest of a word, at its end or inside it', () => {
    expect(finds('arse*')).toBe(true);
    expect(finds('arsenal*')).toBe(true);
    expect(finds('a*l')).toBe(true);
    expect(finds('man c*')).toBe(true);
    expect(finds('ars*x')).toBe(false);
    // A wildcard stays inside one word: it never spans the space between two.
    expect(finds('arsenal*city')).toBe(false);
  });

  it('needs every word of the query, each found in any of the names', () => {
    expect(finds('man city')).toBe(true);
    expect(finds('arsenal premier')).toBe(true);
    expect(finds('arsenal chelsea')).toBe(false);
  });

  it('reads punctuation as a word break on both sides', () => {
    expect(finds('man. city')).toBe(true);
    expect(finds('2m', kemptonRace)).toBe(true);
    expect(finds("o'brien", { ...kemptonRace, eventName: "O'Brien Stakes" })).toBe(true);
  });

  it('matches nothing for a query of separators only', () => {
    expect(finds('- / .')).toBe(false);
  });

  it('takes letters of any script, with no special meaning for regular-expression characters', () => {
    expect(finds('são*', { ...arsenalMatchOdds, eventName: 'São Paulo v Santos' })).toBe(true);
    expect(finds('(arsenal)')).toBe(true);
    expect(finds('arsenal+')).toBe(true);
  });

  it('refuses a word that starts with the wildcard as INVALID_INPUT_DATA', () => {
    expect(() => parseTextQuery('*senal', 'filter.textQuery')).toThrow(ApiError);
    expect(() => parseTextQuery('man *ity', 'filter.textQuery')).toThrow(
      expect.objectContaining({ errorCode: 'INVALID_INPUT_DATA' }) as Error,
    );
  });
});
