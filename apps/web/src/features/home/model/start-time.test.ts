import { describe, expect, it } from 'vitest';
import { raceDayUnlessToday } from './start-time';

// Saturday 28 November 2026, late evening on the trader's own clock.
const now = new Date(2026, 10, 28, 22, 10).getTime();

describe('the day a race card venue races on', () => {
  it('is left out for today’s meetings, even just before midnight', () => {
    expect(raceDayUnlessToday(new Date(2026, 10, 28, 23, 59).getTime(), now, 'en')).toBeUndefined();
  });

  it('names tomorrow’s meetings by weekday, in the interface language', () => {
    const tomorrowNoon = new Date(2026, 10, 29, 12, 0).getTime();
    expect(raceDayUnlessToday(tomorrowNoon, now, 'en')).toBe('Sun');
    expect(raceDayUnlessToday(tomorrowNoon, now, 'pt')).toMatch(/^dom/);
  });
});
