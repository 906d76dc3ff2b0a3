// account-and-product §2 "Horse racing (event types 7 and 4339): country tabs (GB+IE first, then by
// number of venues, descending) and venue rows of race times", the racing sport and the country tab
// being the homepageSlots setting's horse slot (default Horse Racing, GB+IE). A race time opens its
// WIN market. The races' status is polled every 10 s: it is the current market list §4 filters by.
import { isHorseEventType, raceCard, raceCardQuery, type HorseHomepageSlot } from '@greenbook/trading';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from '@/components/ui/country-code';
import { Select } from '@/components/ui/select';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { optionsWith, shownSportOptions, useSportName, useSportOptions } from '@/lib/exchange/sport-options';
import { useSetting } from '@/lib/storage/settings-store';
import { useHomeBooks, useHomeList } from '../api/home-lists';
import { saveHomepageSlots } from '../model/save-slots';
import { formatStartTime } from '@/lib/format/start-time';
import { raceDayUnlessToday } from '../model/start-time';
import { marketPath } from '../model/status-label';
import { ListState } from './list-state';
import styles from './home.module.css';

function saveHorseSlot(patch: Partial<HorseHomepageSlot>): void {
  saveHomepageSlots((slots) => ({ ...slots, horseRacing: { ...slots.horseRacing, ...patch } }));
}

/** A tab's name: 'GB+IE' as it is, a single country by its name in the interface language. */
function tabName(value: string, language: string): string {
  return value.includes('+') ? value : countryName(value, language);
}

export function RaceCard() {
  const { t, i18n } = useTranslation();
  const slot = useSetting('homepageSlots').horseRacing;
  const list = useHomeList(['races', slot.eventTypeId], (now) => raceCardQuery(slot.eventTypeId, now));
  const marketIds = useMemo(() => (list.data ?? []).map((race) => race.marketId), [list.data]);
  const current = useHomeBooks(marketIds, false);
  const tabs = useMemo(() => raceCard(list.data ?? [], current.data), [list.data, current.data]);
  const selected = tabs.find((tab) => tab.value === slot.country) ?? tabs[0]!;
  const racingSports = optionsWith(
    { value: slot.eventTypeId, label: slot.eventTypeName },
    useSportOptions().filter((option) => isHorseEventType(option.value)),
  );
  const nameOf = useSportName();
  return (
    <section className={styles.section} aria-labelledby="home-racing">
      <div className={styles.sectionHeader}>
        <h2 id="home-racing" className={styles.heading}>
          {nameOf(slot.eventTypeId, slot.eventTypeName)}
        </h2>
        <Select
          label={t('home.racingSport')}
          hideLabel
          size="compact"
          value={slot.eventTypeId}
          options={shownSportOptions(racingSports, nameOf)}
          onValueChange={(id) =>
            saveHorseSlot({
              eventTypeId: id,
              eventTypeName: racingSports.find((option) => option.value === id)?.label ?? id,
            })
          }
        />
      </div>
      <ListState query={list} isEmpty={false} emptyDays={t('home.emptyUpcoming')}>
        <Tabs value={selected.value} onValueChange={(country) => saveHorseSlot({ country })}>
          <TabList aria-label={t('home.countries')}>
            {tabs.map((tab) => (
              <Tab key={tab.value} value={tab.value} title={tabName(tab.value, i18n.language)}>
                {tab.value}
              </Tab>
            ))}
          </TabList>
          {tabs.map((tab) => (
            <TabPanel key={tab.value} value={tab.value}>
              {tab.venues.length === 0 ? (
                <p className={styles.empty}>{t('home.empty', { days: t('home.emptyUpcoming') })}</p>
              ) : (
                <ul className={styles.venues}>
                  {tab.venues.map((row) => {
                    const day =
                      row.races[0] === undefined
                        ? undefined
                        : raceDayUnlessToday(row.races[0].startTime, Date.now(), i18n.language);
                    return (
                      <li key={`${row.countryCode}-${row.venue}`} className={styles.venue}>
                        <span className={styles.venueName}>
                          {row.venue}
                          {day !== undefined && <span className={styles.venueDay}>{day}</span>}
                        </span>
                        <ul className={styles.raceTimes} aria-label={row.venue}>
                          {row.races.map((race) => {
                            const at = formatStartTime(race.startTime, i18n.language, false);
                            return (
                              <li key={race.marketId}>
                                <Link
                                  className={styles.raceTime}
                                  to={marketPath(race)}
                                  aria-label={t('home.raceTime', { time: at, venue: row.venue })}
                                >
                                  {at}
                                </Link>
                              </li>
                            );
                          })}
                        </ul>
                      </li>
                    );
                  })}
                </ul>
              )}
            </TabPanel>
          ))}
        </Tabs>
      </ListState>
    </section>
  );
}
