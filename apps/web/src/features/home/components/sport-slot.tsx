// account-and-product §2 "Two minor-sport slots, each with a sport selector and a button to the full
// sport page": the slot's sport is the homepageSlots setting (defaults Tennis and Basketball, the
// sidebar's homepage-sports panel edits the same); racing (7, 4339) has its own race card.
import { isHorseEventType, sportSlotQuery } from '@greenbook/trading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { optionsWith, shownSportOptions, useSportName, useSportOptions } from '@/lib/exchange/sport-options';
import { useSetting } from '@/lib/storage/settings-store';
import { useHomeList } from '../api/home-lists';
import { saveHomepageSlots } from '../model/save-slots';
import { ListState } from './list-state';
import { MarketRows } from './market-rows';
import styles from './home.module.css';

export function SportSlot({ slot, number }: { readonly slot: 'first' | 'second'; readonly number: number }) {
  const { t } = useTranslation();
  const chosen = useSetting('homepageSlots')[slot];
  const list = useHomeList(['sport', chosen.eventTypeId], (now) => sportSlotQuery(chosen.eventTypeId, now));
  const options = optionsWith(
    { value: chosen.eventTypeId, label: chosen.eventTypeName },
    useSportOptions().filter((option) => !isHorseEventType(option.value)),
  );
  const nameOf = useSportName();
  const name = nameOf(chosen.eventTypeId, chosen.eventTypeName);
  const choose = (eventTypeId: string) =>
    saveHomepageSlots((slots) => ({
      ...slots,
      [slot]: {
        eventTypeId,
        eventTypeName: options.find((option) => option.value === eventTypeId)?.label ?? eventTypeId,
      },
    }));
  const headingId = `home-slot-${slot}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.heading}>
          {name}
        </h2>
        <Select
          label={t('home.slot', { slot: number })}
          hideLabel
          size="compact"
          value={chosen.eventTypeId}
          options={shownSportOptions(options, nameOf)}
          onValueChange={choose}
        />
        <Link
          className={buttonClassName('secondary', styles.seeAll)}
          to={`/sport/${encodeURIComponent(chosen.eventTypeId)}`}
        >
          {t('home.seeAll', { sport: name })}
        </Link>
      </div>
      <ListState query={list} isEmpty={list.data?.length === 0} emptyDays={t('home.emptyUpcoming')}>
        {/* A new sport starts on its first page. */}
        <MarketRows
          key={chosen.eventTypeId}
          markets={list.data ?? []}
          pagesLabel={t('home.sportPages', { sport: name })}
        />
      </ListState>
    </section>
  );
}
