// How the bet history writes amounts and instants: money in the account's currency with two
// decimals, in the page's language; instants as a short date and a 24-hour time in its date locale
// (lib/format/date-locale: English days before months).
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@/lib/format/date-locale';
import { useSetting } from '@/lib/storage/settings-store';

export interface HistoryFormats {
  readonly money: (amount: number | undefined) => string;
  readonly instant: (iso: string | undefined) => string;
}

export function useHistoryFormats(): HistoryFormats {
  const { i18n } = useTranslation();
  const { currencyCode } = useSetting('loggedUser');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: currencyCode });
  const instant = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  return {
    money: (amount) => (amount === undefined ? '' : money.format(amount)),
    instant: (iso) => (iso === undefined ? '' : instant.format(new Date(iso))),
  };
}
