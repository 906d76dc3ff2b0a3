// account-and-product §2 "Horse racing: country tabs (GB+IE first, then by number of venues,
// descending) and venue rows of race times" and §4 "Horse list: races for event types 7 and 4339
// are filtered by exact start time against the current market list".
import { DEFAULT_HORSE_COUNTRY } from '../settings/homepage-slots.js';
import type { HomeMarket } from './home-markets.js';

/** One race time of a venue row: the link opens its WIN market. */
export interface RaceTime {
  readonly marketId: string;
  readonly eventId: string;
  readonly startTime: number;
}

export interface VenueRow {
  readonly venue: string;
  readonly countryCode: string;
  readonly races: readonly RaceTime[];
}

/** A country tab: 'GB+IE' (both countries) or one country's code. */
export interface CountryTab {
  readonly value: string;
  readonly venues: readonly VenueRow[];
}

/** The current market list's word on a race: the status poll's (every 10 s). */
export interface CurrentMarket {
  readonly status: string | undefined;
}

const COMBINED_COUNTRIES = DEFAULT_HORSE_COUNTRY.split('+');

function tabOf(countryCode: string): string {
  return COMBINED_COUNTRIES.includes(countryCode) ? DEFAULT_HORSE_COUNTRY : countryCode;
}

/**
 * The reading of §4's filter: a race stays on the card while the current market list (the newest
 * status poll) still holds its market open, and a venue shows each exact start time once, as the
 * race whose market the list gives first (FIRST_TO_START); before the first poll answers, every
 * listed race shows. A race whose market closed, or was re-listed at another time, leaves its old
 * time instead of staying as a dead link.
 */
function isCurrent(race: HomeMarket, current: ReadonlyMap<string, CurrentMarket> | undefined): boolean {
  if (current === undefined) return true;
  const state = current.get(race.marketId);
  return state !== undefined && state.status !== 'CLOSED';
}

/**
 * The country tabs of a race list: GB+IE first (always, it is the default tab; it may be empty),
 * then every other country by its number of venues, most first (ties by code). Races without a
 * two-letter country or a venue are left out (no row data, no row).
 */
export function raceCard(
  races: readonly HomeMarket[],
  current: ReadonlyMap<string, CurrentMarket> | undefined,
): CountryTab[] {
  const venues = new Map<string, { venue: string; countryCode: string; races: RaceTime[] }>();
  const timesShown = new Set<string>();
  for (const race of races) {
    const countryCode = race.countryCode?.trim().toUpperCase();
    const venue = (race.venue ?? '').trim();
    if (countryCode === undefined || !/^[A-Z]{2}$/.test(countryCode) || venue === '') continue;
    if (!isCurrent(race, current)) continue;
    const key = `${countryCode}|${venue}`;
    let row = venues.get(key);
    if (row === undefined) {
      row = { venue, countryCode, races: [] };
      venues.set(key, row);
    }
    const time = `${key}|${race.startTime}`;
    if (timesShown.has(time)) continue;
    timesShown.add(time);
    row.races.push({ marketId: race.marketId, eventId: race.eventId, startTime: race.startTime });
  }
  const tabs = new Map<string, VenueRow[]>([[DEFAULT_HORSE_COUNTRY, []]]);
  for (const row of venues.values()) {
    row.races.sort((a, b) => a.startTime - b.startTime);
    const tab = tabOf(row.countryCode);
    tabs.set(tab, [...(tabs.get(tab) ?? []), row]);
  }
  const [combined, ...others] = [...tabs.entries()].map(([value, rows]) => ({
    value,
    venues: rows.sort((a, b) => (a.races[0]?.startTime ?? 0) - (b.races[0]?.startTime ?? 0)),
  }));
  others.sort((a, b) => b.venues.length - a.venues.length || a.value.localeCompare(b.value));
  return [combined!, ...others];
}
