// The race card's day line (home): the weekday of a venue's races when it is not today.
import { dateLocale } from '@/lib/format/date-locale';

const weekdays = new Map<string, Intl.DateTimeFormat>();

/**
 * The weekday a race card's venue races on, when that is not today on the trader's clock
 * ('Sun'), else undefined: late in the evening the card already lists tomorrow's meetings, and
 * a bare '12:00' would read as today's.
 */
export function raceDayUnlessToday(time: number, now: number, language: string): string | undefined {
  const start = new Date(time);
  const today = new Date(now);
  if (
    start.getFullYear() === today.getFullYear() &&
    start.getMonth() === today.getMonth() &&
    start.getDate() === today.getDate()
  )
    return undefined;
  let format = weekdays.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(dateLocale(language), { weekday: 'short' });
    weekdays.set(language, format);
  }
  return format.format(start);
}
