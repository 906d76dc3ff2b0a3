// `/sport/{eventTypeId}` (account-and-product §2 "Sport and live lists"): the sport's markets with
// their prices, and a sport selector to move to another sport's list. Horse and greyhound racing
// (7, 4339) are left out of the selector (§9), though their own lists open by address. Which sports
// exist is the app's to know (it shows the not-found page for any other id): they come in as props.
import { isHorseEventType } from '@greenbook/trading';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Select } from '@/components/ui/select';
import { shownSportOptions, useSportName } from '@/lib/exchange/sport-options';
import { useSportList } from '../api/list-catalogue';
import { useVisibleBooks } from '../api/use-visible-books';
import { ListState } from './list-state';
import { ListTable } from './list-table';
import styles from './lists.module.css';

export interface Sport {
  readonly id: string;
  readonly name: string;
}

export function SportListPage({
  sport,
  sports,
}: {
  readonly sport: Sport;
  readonly sports: readonly Sport[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useSportList(sport.id);
  const books = useVisibleBooks();
  const nameOf = useSportName();
  const name = nameOf(sport.id, sport.name);
  const options = useMemo(
    () =>
      shownSportOptions(
        sports
          .filter((candidate) => !isHorseEventType(candidate.id))
          .map((candidate) => ({ value: candidate.id, label: candidate.name })),
        nameOf,
      ),
    [sports, nameOf],
  );
  return (
    <main className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{name}</h1>
        <Select
          label={t('lists.sportSelect')}
          value={options.some((option) => option.value === sport.id) ? sport.id : ''}
          placeholder={t('lists.sportSelectPlaceholder')}
          options={options}
          onValueChange={(id) => void navigate(`/sport/${encodeURIComponent(id)}`)}
        />
      </div>
      <ListState list={list}>
        {(rows) => (
          <ListTable
            label={t('lists.sportTable', { sport: name })}
            rows={rows}
            books={books}
            showPrices
            onSort={() => void list.refetch()}
          />
        )}
      </ListState>
    </main>
  );
}
