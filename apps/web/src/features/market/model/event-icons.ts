// trading-core §2 title bar "event icons": which icons is not shown; the title bar shows the
// sport's icon (Betfair event type ids) and the event's country flag, both as emoji so they cost
// no asset and follow the text colour scheme.
const SPORT_ICONS: Readonly<Record<string, string>> = {
  '1': '⚽',
  '2': '🎾',
  '4': '🏏',
  '5': '🏉',
  '7': '🏇',
  '1477': '🏉',
  '4339': '🐕',
  '7522': '🏀',
  '998917': '🏐',
};

/** The sport's icon, or a generic one for a sport without its own. */
export function sportIcon(eventTypeId: string | undefined): string {
  return (eventTypeId === undefined ? undefined : SPORT_ICONS[eventTypeId]) ?? '🏆';
}

/** The flag of a two-letter ISO country code ('GB' → 🇬🇧); undefined for anything else. */
export function countryFlag(countryCode: string | undefined): string | undefined {
  if (countryCode === undefined || !/^[A-Z]{2}$/.test(countryCode)) return undefined;
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(
    ...Array.from({ length: 2 }, (_, index) => REGIONAL_INDICATOR_A + countryCode.charCodeAt(index) - 65),
  );
}
