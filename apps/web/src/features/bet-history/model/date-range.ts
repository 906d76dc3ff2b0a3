// account-and-product §5 and §9: the 'Market settled date' range. Days are the trader's calendar
// days; the default is the last 90 days up to today, the latest day tomorrow, and the history
// reaches back 3 months. A range in the URL (?from=&to=, YYYY-MM-DD) is checked here too, so a
// typed or stale address never asks the exchange for what it does not keep.
const DEFAULT_DAYS = 90;
const RETENTION_MONTHS = 3;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DayRange {
  readonly from: Date;
  readonly to: Date;
}

export type RangeCheck =
  | { readonly kind: 'valid'; readonly range: DayRange }
  | { readonly kind: 'out-of-bounds' }
  | { readonly kind: 'unreadable' };

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

export function tomorrow(now: Date): Date {
  return addDays(startOfDay(now), 1);
}

/**
 * The earliest day the exchange keeps: 3 calendar months back, or 90 days back when that is
 * earlier (a 3-month span can be 89 days), so the default range is always inside the history.
 */
export function earliestDay(now: Date): Date {
  const today = startOfDay(now);
  const monthsBack = new Date(today.getFullYear(), today.getMonth() - RETENTION_MONTHS, today.getDate());
  const daysBack = addDays(today, -DEFAULT_DAYS);
  return monthsBack < daysBack ? monthsBack : daysBack;
}

export function defaultRange(now: Date): DayRange {
  const today = startOfDay(now);
  return { from: addDays(today, -DEFAULT_DAYS), to: today };
}

/** A range is asked for only when both days lie between the earliest kept day and tomorrow. */
export function checkRange(range: DayRange, now: Date): RangeCheck {
  const from = startOfDay(range.from);
  const to = startOfDay(range.to);
  if (from > to || from < earliestDay(now) || to > tomorrow(now)) return { kind: 'out-of-bounds' };
  return { kind: 'valid', range: { from, to } };
}

export function formatDay(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A YYYY-MM-DD day of the trader's calendar, or undefined for anything else (2026-02-30 too). */
export function parseDay(text: string): Date | undefined {
  const match = DAY_PATTERN.exec(text);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

/** The range the URL asks for (both days, or neither for the default). */
export function rangeFromParams(from: string | null, to: string | null, now: Date): RangeCheck {
  if (from === null && to === null) return { kind: 'valid', range: defaultRange(now) };
  const fromDay = from === null ? undefined : parseDay(from);
  const toDay = to === null ? undefined : parseDay(to);
  if (fromDay === undefined || toDay === undefined) return { kind: 'unreadable' };
  return checkRange({ from: fromDay, to: toDay }, now);
}

/** The exchange's settledDateRange: from the first day's start to the end of the last day. */
export function settledDateRange(range: DayRange): { from: string; to: string } {
  return { from: range.from.toISOString(), to: addDays(range.to, 1).toISOString() };
}
