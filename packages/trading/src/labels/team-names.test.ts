import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRealTeamName, resolveTeamNames, teamNamesFromEventName } from './team-names.js';

describe('isRealTeamName (account-and-product §5)', () => {
  it('needs more than 1 character and not home/away', () => {
    expect(isRealTeamName('Benfica')).toBe(true);
    expect(isRealTeamName('AC')).toBe(true);
    expect(isRealTeamName('A')).toBe(false);
    expect(isRealTeamName(' B ')).toBe(false);
    expect(isRealTeamName('')).toBe(false);
    expect(isRealTeamName('home')).toBe(false);
    expect(isRealTeamName('Away')).toBe(false);
    expect(isRealTeamName(undefined)).toBe(false);
  });
});

describe('team names from the event name (account-and-product §5)', () => {
  it("splits on ' x ', ' v ' and ' @ '", () => {
    expect(teamNamesFromEventName('Benfica x Porto')).toEqual({ home: 'Benfica', away: 'Porto' });
    expect(teamNamesFromEventName('Arsenal v Chelsea')).toEqual({ home: 'Arsenal', away: 'Chelsea' });
    // North American order: away @ home.
    expect(teamNamesFromEventName('Lakers @ Celtics')).toEqual({ home: 'Celtics', away: 'Lakers' });
    expect(teamNamesFromEventName('Man Utd v Man City')).toEqual({ home: 'Man Utd', away: 'Man City' });
    expect(teamNamesFromEventName('Wolves v')).toEqual({ home: undefined, away: undefined });
    expect(teamNamesFromEventName('Premier League 2021/22')).toEqual({ home: undefined, away: undefined });
    expect(teamNamesFromEventName(undefined)).toEqual({ home: undefined, away: undefined });
  });

  it('keeps real feed names and derives only the placeholders', () => {
    expect(resolveTeamNames('Home', 'Away', 'Arsenal v Chelsea')).toEqual({
      home: 'Arsenal',
      away: 'Chelsea',
    });
    expect(resolveTeamNames('Arsenal FC', 'away', 'Arsenal v Chelsea')).toEqual({
      home: 'Arsenal FC',
      away: 'Chelsea',
    });
    expect(resolveTeamNames(' Benfica ', 'Porto', 'x')).toEqual({ home: 'Benfica', away: 'Porto' });
    expect(resolveTeamNames('H', 'A', 'Nadal v Federer')).toEqual({ home: 'Nadal', away: 'Federer' });
  });

  it("recovers any two real names joined by ' v '", () => {
    const name = fc
      .string({ minLength: 2, maxLength: 20 })
      .map((s) => s.replace(/[ @xv]/g, 'a'))
      .filter((s) => isRealTeamName(s) && s === s.trim());
    fc.assert(
      fc.property(name, name, (home, away) => {
        expect(teamNamesFromEventName(`${home} v ${away}`)).toEqual({ home, away });
        expect(resolveTeamNames('home', 'away', `${home} x ${away}`)).toEqual({ home, away });
      }),
    );
  });
});
