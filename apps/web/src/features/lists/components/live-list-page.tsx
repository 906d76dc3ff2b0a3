// `/live` (account-and-product §2 "Sport and live lists"): every market in play, up to 1,000, a tab
// per sport (most markets first), no price column (live lists have none). The tabs come from the
// answer itself, so a sport with nothing in play has no empty tab.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useSportName } from '@/lib/exchange/sport-options';
import { useLiveList } from '../api/list-catalogue';
import { useVisibleBooks } from '../api/use-visible-books';
import type { ListRow } from '../model/list-rows';
import { sportTabs } from '../model/sport-tabs';
import { ListState } from './list-state';
import { ListTable } from './list-table';
import styles from './lists.module.css';

function LiveTabs({ rows, onSort }: { readonly rows: readonly ListRow[]; readonly onSort: () => void }) {
  const { t } = useTranslation();
  const books = useVisibleBooks();
  const tabs = useMemo(() => sportTabs(rows), [rows]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const active = tabs.find((tab) => tab.sportId === chosen) ?? tabs[0];
  const nameOf = useSportName();
  if (active === undefined) return null;
  return (
    <Tabs className={styles.liveTabs} value={active.sportId} onValueChange={setChosen}>
      <TabList aria-label={t('lists.liveTabs')}>
        {tabs.map((tab) => (
          <Tab key={tab.sportId} value={tab.sportId}>
            {t('lists.liveTab', { sport: nameOf(tab.sportId, tab.sportName), count: tab.rows.length })}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.sportId} value={tab.sportId}>
          <ListTable
            label={t('lists.liveTable', { sport: nameOf(tab.sportId, tab.sportName) })}
            rows={tab.rows}
            books={books}
            showPrices={false}
            onSort={onSort}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}

export function LiveListPage() {
  const { t } = useTranslation();
  const list = useLiveList();
  return (
    <main className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{t('lists.liveTitle')}</h1>
      </div>
      <ListState list={list}>
        {(rows) => <LiveTabs rows={rows} onSort={() => void list.refetch()} />}
      </ListState>
    </main>
  );
}
