// How the bet history writes amounts and instants: money in the account's currency with two
// decimals, instants as a short date and time, both in the page's language.
import { useTranslation } from 'react-i18next';
import { useSetting } from '@/lib/storage/settings-store';

export interface HistoryFormats {
  readonly money: (amount: number | undefined) => string;
  readonly instant: (iso: string | undefined) => string;
}

export function useHistoryFormats(): HistoryFormats {
  const { i18n } = useTranslation();
  const { currencyCode } = useSetting('loggedUser');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: currencyCode });
  const instant = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  return {
    money: (amount) => (amount === undefined ? '' : money.format(amount)),
    instant: (iso) => (iso === undefined ? '' : instant.format(new Date(iso))),
  };
}
