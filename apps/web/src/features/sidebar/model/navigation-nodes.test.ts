import { describe, expect, it } from 'vitest';
import { eventIdOf, parseNavigationNodes, startsTomorrow, type NavigationNode } from './navigation-nodes';

describe('navigation nodes', () => {
  it('keeps well-formed nodes and leaves out the rest', () => {
    expect(
      parseNavigationNodes([
        { id: '7', name: 'Horse Racing', type: 'EVENT_TYPE' },
        {
          id: '1.2',
          name: 'Win',
          type: 'MARKET',
          startTime: 'not a date',
          venue: 'Ascot',
          countryCode: 'GB',
        },
        { id: '3', name: 'Group', type: 'GROUP' },
        { id: '', name: 'No id', type: 'EVENT' },
        { name: 'No id', type: 'EVENT' },
        'junk',
        null,
      ]),
    ).toEqual([
      { id: '7', name: 'Horse Racing', type: 'EVENT_TYPE' },
      { id: '1.2', name: 'Win', type: 'MARKET', venue: 'Ascot', countryCode: 'GB' },
    ]);
  });

  it('refuses an answer that is not a list', () => {
    expect(() => parseNavigationNodes({ error: 'x' })).toThrow(TypeError);
  });

  it("finds a market's event: the nearest event, or a race's event id", () => {
    const sport: NavigationNode = { id: '1', name: 'Soccer', type: 'EVENT_TYPE' };
    expect(eventIdOf([sport, { id: '3201', name: 'A v B', type: 'EVENT' }])).toBe('3201');
    expect(eventIdOf([sport, { id: '28393920.1350', name: 'Ascot', type: 'RACE' }])).toBe('28393920');
    expect(eventIdOf([sport])).toBeUndefined();
  });

  it('tells a start tomorrow by the local calendar day', () => {
    const now = new Date(2026, 10, 25, 23, 30).getTime();
    expect(startsTomorrow(new Date(2026, 10, 26, 0, 5).toISOString(), now)).toBe(true);
    expect(startsTomorrow(new Date(2026, 10, 25, 23, 50).toISOString(), now)).toBe(false);
    expect(startsTomorrow(new Date(2026, 10, 27, 0, 5).toISOString(), now)).toBe(false);
    // Month and year ends roll over.
    expect(startsTomorrow(new Date(2027, 0, 1, 9).toISOString(), new Date(2026, 11, 31, 9).getTime())).toBe(
      true,
    );
  });
});
