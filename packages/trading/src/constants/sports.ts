// Exchange event-type (sport) ids the product treats specially.

/**
 * trading-core §9 and account-and-product §9 "Sport ids". The spec names football, tennis,
 * cricket, horse racing, greyhound and basketball; 5, 1477 and 998917 are only called "others"
 * ("rugby-like" and "volleyball-like" in account-and-product §4). Their names here follow the
 * exchange's own event types: 5 Rugby Union, 1477 Rugby League, 998917 Volleyball.
 */
export const SPORT_IDS = {
  FOOTBALL: 1,
  TENNIS: 2,
  CRICKET: 4,
  RUGBY_UNION: 5,
  HORSE_RACING: 7,
  RUGBY_LEAGUE: 1477,
  GREYHOUND_RACING: 4339,
  BASKETBALL: 7522,
  VOLLEYBALL: 998917,
} as const;

/** trading-core §9: one of the sport ids above. */
export type KnownSportId = (typeof SPORT_IDS)[keyof typeof SPORT_IDS];

/** account-and-product §9 "Horse event types for the home" (also the racing rows of the sidebar, trading-core §2). */
export const HORSE_EVENT_TYPES: readonly number[] = [SPORT_IDS.HORSE_RACING, SPORT_IDS.GREYHOUND_RACING];

/** account-and-product §9 "Special competition flags for 11997260, 2005, 228". */
export const SPECIAL_COMPETITION_IDS: readonly number[] = [11997260, 2005, 228];

/**
 * account-and-product §2/§9: racing (7, 4339) rows show time and venue and are left out of the
 * sport selector. The exchange sends event-type ids as strings, so both forms are accepted.
 */
export function isHorseEventType(eventTypeId: number | string): boolean {
  const id = typeof eventTypeId === 'number' ? eventTypeId : Number(eventTypeId.trim());
  return HORSE_EVENT_TYPES.includes(id);
}
