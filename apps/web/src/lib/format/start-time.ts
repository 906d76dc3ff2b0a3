// Event start times on home's lists and the market's title bar: a 24-hour clock in every language
// (race cards and exchange lists read that way, and '14:05' is narrower than '02:05 PM' on a
// phone), with the weekday where a list spans more than today. One formatter per language and
// kind, made once.
import { dateLocale } from './date-locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatStartTime(time: number, language: string, withWeekday: boolean): string {
  const key = `${language}|${withWeekday}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(dateLocale(language), {
      ...(withWeekday ? { weekday: 'short' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  return format.format(time);
}
