import { describe, expect, it } from 'vitest';
import { dateLocale } from './date-locale';

// Local times: the day and hour read back are these whatever the machine's time zone.
const SUNDAY_AFTERNOON = new Date(2026, 10, 29, 15, 5).getTime();

describe('the date locale of an interface language', () => {
  it('writes English as British English: day before month, a 24-hour clock', () => {
    expect(dateLocale('en')).toBe('en-GB');
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(dateLocale('en'), options).format(SUNDAY_AFTERNOON);
    expect(format({ dateStyle: 'short' })).toBe('29/11/2026');
    expect(format({ dateStyle: 'medium' })).toBe('29 Nov 2026');
    expect(format({ hour: '2-digit', minute: '2-digit' })).toBe('15:05');
  });

  it('keeps Portuguese Brazilian, as Intl already wrote it', () => {
    expect(dateLocale('pt')).toBe('pt-BR');
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
    expect(new Intl.DateTimeFormat(dateLocale('pt'), options).format(SUNDAY_AFTERNOON)).toBe(
      new Intl.DateTimeFormat('pt', options).format(SUNDAY_AFTERNOON),
    );
  });

  it('leaves any other tag as it is (a named region, a widget language)', () => {
    expect(dateLocale('en-US')).toBe('en-US');
    expect(dateLocale('de')).toBe('de');
    expect(dateLocale('nb')).toBe('nb');
  });
});
