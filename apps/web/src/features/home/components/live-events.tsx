// account-and-product §2 "Live events by sport tabs": the main market of every event in play, a tab
// a sport (the busiest first); a row opens its market.
import { liveEventsQuery, REFRESH_INTERVALS_MS, sportTabs } from '@greenbook/trading';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useSportName } from '@/lib/exchange/sport-options';
import { useHomeList } from '../api/home-lists';
import { ListState } from './list-state';
import { MarketRows } from './market-rows';
import styles from './home.module.css';

export function LiveEvents() {
  const { t } = useTranslation();
  // An event that turns in play joins on the 10 s status beat, one that ends leaves on it.
  const list = useHomeList(['live'], liveEventsQuery, REFRESH_INTERVALS_MS.marketStatus);
  const tabs = useMemo(() => sportTabs(list.data ?? []), [list.data]);
  const [chosen, setChosen] = useState<string>();
  // A sport whose last event ended leaves the tabs: the busiest sport's tab shows instead.
  const selected = tabs.find((tab) => tab.eventTypeId === chosen) ?? tabs[0];
  // The tab on screen stays while its sport is in play, chosen or not: the busiest sport changes
  // on the 10 s beat (a match ends, another kicks off), and the panel must not swap its rows
  // under a pointer about to open one.
  if (selected !== undefined && selected.eventTypeId !== chosen) setChosen(selected.eventTypeId);
  const nameOf = useSportName();
  return (
    <section className={styles.section} aria-labelledby="home-live">
      <h2 id="home-live" className={styles.heading}>
        {t('home.live')}
      </h2>
      <ListState query={list} isEmpty={selected === undefined} emptyDays={t('home.emptyInPlay')}>
        {selected !== undefined && (
          <Tabs value={selected.eventTypeId} onValueChange={setChosen}>
            <TabList aria-label={t('home.liveSports')}>
              {tabs.map((tab) => (
                <Tab key={tab.eventTypeId} value={tab.eventTypeId}>
                  {nameOf(tab.eventTypeId, tab.eventTypeName)}
                </Tab>
              ))}
            </TabList>
            {tabs.map((tab) => (
              <TabPanel key={tab.eventTypeId} value={tab.eventTypeId}>
                <MarketRows
                  markets={tab.markets}
                  pagesLabel={t('home.sportPages', { sport: nameOf(tab.eventTypeId, tab.eventTypeName) })}
                />
              </TabPanel>
            ))}
          </Tabs>
        )}
      </ListState>
    </section>
  );
}
