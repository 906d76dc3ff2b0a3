// The 'Market settled date' range picker (account-and-product §2, §5): react-day-picker in a
// design-system popover, days after tomorrow and before the kept history disabled. A range is
// handed on only once both ends are picked.
import { useId, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enGB, ptBR, type DayPickerLocale } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { dateLocale } from '@/lib/format/date-locale';
import { earliestDay, tomorrow, type DayRange } from '../model/date-range';
import styles from './bet-history.module.css';

/**
 * The calendar's month names, weekday names and week start, matching the dates written around it
 * (lib/format/date-locale): British English starts its weeks on Monday, Brazilian Portuguese on
 * Sunday.
 */
const CALENDAR_LOCALES: Readonly<Record<string, DayPickerLocale>> = { 'en-GB': enGB, 'pt-BR': ptBR };

export interface SettledDatePickerProps {
  /** The range shown; undefined while the address's range is refused. */
  readonly range: DayRange | undefined;
  readonly now: Date;
  readonly onChange: (range: DayRange) => void;
}

export function SettledDatePicker({ range, now, onChange }: SettledDatePickerProps) {
  const { t, i18n } = useTranslation();
  const [picking, setPicking] = useState<DateRange | undefined>(range);
  const locale = dateLocale(i18n.language);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const calendarLocale = CALENDAR_LOCALES[locale] ?? enGB;
  const shown =
    range === undefined ? t('betHistory.chooseDates') : `${day.format(range.from)} – ${day.format(range.to)}`;
  const labelId = useId();
  const rangeId = useId();
  const latest = tomorrow(now);
  const earliest = earliestDay(now);
  return (
    <div className={styles.dateField}>
      <span className={styles.fieldLabel} id={labelId}>
        {t('betHistory.settledDate')}
      </span>
      <Popover
        label={t('betHistory.settledDate')}
        trigger={
          <Button aria-labelledby={`${labelId} ${rangeId}`}>
            <CalendarDays aria-hidden size={16} />
            <span id={rangeId}>{shown}</span>
          </Button>
        }
      >
        <DayPicker
          className={styles.calendar ?? ''}
          mode="range"
          locale={calendarLocale}
          selected={picking}
          defaultMonth={range?.to ?? now}
          startMonth={earliest}
          endMonth={latest}
          disabled={[{ after: latest }, { before: earliest }]}
          onSelect={(next) => {
            setPicking(next);
            if (next?.from !== undefined && next.to !== undefined) onChange({ from: next.from, to: next.to });
          }}
        />
      </Popover>
    </div>
  );
}
