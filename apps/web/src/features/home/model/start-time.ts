// Start times on the home lists: a 24-hour clock in every language (race cards and exchange lists
// read that way, and '14:05' is narrower than '02:05 PM' on a phone), with the weekday where a list
// spans more than today. One formatter per language and kind, made once.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatStartTime(time: number, language: string, withWeekday: boolean): string {
  const key = `${language}|${withWeekday}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, {
      ...(withWeekday ? { weekday: 'short' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  return format.format(time);
}

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
    format = new Intl.DateTimeFormat(language, { weekday: 'short' });
    weekdays.set(language, format);
  }
  return format.format(start);
}
