// account-and-product §2 "Home" and §3 "homepageSlots": the two minor-sport slots (defaults Tennis
// and Basketball) and the horse racing slot with its country (default GB+IE).
import { SPORT_IDS } from '../constants/sports.js';

/** account-and-product §3: a home-page slot shows one sport. Ids are strings, as the exchange sends them. */
export interface HomepageSlot {
  eventTypeId: string;
  eventTypeName: string;
}

/** account-and-product §2: the horse racing slot also remembers the country tab. */
export interface HorseHomepageSlot extends HomepageSlot {
  /** An ISO 3166-1 alpha-2 code, or codes joined by '+' for a combined tab ('GB+IE'). */
  country: string;
}

/** account-and-product §3: the home page's configurable slots. */
export interface HomepageSlots {
  first: HomepageSlot;
  second: HomepageSlot;
  horseRacing: HorseHomepageSlot;
}

/** account-and-product §2: the combined country tab the horse slot opens on. */
export const DEFAULT_HORSE_COUNTRY = 'GB+IE';

/** account-and-product §2: country tab values, 'GB' or a '+'-joined group such as 'GB+IE'. */
export const HORSE_COUNTRY_PATTERN = /^[A-Z]{2}(?:\+[A-Z]{2})*$/;

/** account-and-product §2: defaults Tennis, Basketball, and horse racing in GB+IE. */
export const DEFAULT_HOMEPAGE_SLOTS: HomepageSlots = {
  first: { eventTypeId: String(SPORT_IDS.TENNIS), eventTypeName: 'Tennis' },
  second: { eventTypeId: String(SPORT_IDS.BASKETBALL), eventTypeName: 'Basketball' },
  horseRacing: {
    eventTypeId: String(SPORT_IDS.HORSE_RACING),
    eventTypeName: 'Horse Racing',
    country: DEFAULT_HORSE_COUNTRY,
  },
};
