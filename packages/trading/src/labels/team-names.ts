// account-and-product §5: team names for live scores, from the feed or from the event name.

/** account-and-product §5: the separators an event name puts between the two teams, in the order tried. */
export const EVENT_NAME_SEPARATORS = [' x ', ' v ', ' @ '] as const;

/** account-and-product §5: placeholder names the feed sends instead of a real team name. */
const PLACEHOLDER_NAMES = ['home', 'away'];

/**
 * account-and-product §5: a team name is real only when longer than 1 character and not
 * 'home' or 'away'. Surrounding spaces are ignored and the comparison is case-insensitive
 * ('Home' and ' AWAY ' are placeholders too).
 */
export function isRealTeamName(name: string | undefined): name is string {
  if (name === undefined) return false;
  const trimmed = name.trim();
  return trimmed.length > 1 && !PLACEHOLDER_NAMES.includes(trimmed.toLowerCase());
}

/** account-and-product §5: the home and away names (undefined when nothing real can be found). */
export interface TeamNames {
  home: string | undefined;
  away: string | undefined;
}

/**
 * account-and-product §5: splits an event name into home and away at the first separator found,
 * trying ' x ', then ' v ', then ' @ '. With ' @ ' the North American convention "Away @ Home"
 * applies, so the sides are swapped ('Lakers @ Celtics' → home Celtics). Parts that are not real
 * names stay undefined; a name without a separator gives nothing.
 */
export function teamNamesFromEventName(eventName: string | undefined): TeamNames {
  const name = eventName ?? '';
  for (const separator of EVENT_NAME_SEPARATORS) {
    const at = name.indexOf(separator);
    if (at < 0) continue;
    const first = name.slice(0, at).trim();
    const second = name.slice(at + separator.length).trim();
    const [home, away] = separator === ' @ ' ? [second, first] : [first, second];
    return { home: isRealTeamName(home) ? home : undefined, away: isRealTeamName(away) ? away : undefined };
  }
  return { home: undefined, away: undefined };
}

/**
 * account-and-product §5: each side keeps the feed's name when it is real, else takes the name
 * derived from the event name. Sides are resolved separately, so a feed with one real name keeps it.
 */
export function resolveTeamNames(
  homeName: string | undefined,
  awayName: string | undefined,
  eventName: string | undefined,
): TeamNames {
  const derived = teamNamesFromEventName(eventName);
  return {
    home: isRealTeamName(homeName) ? homeName.trim() : derived.home,
    away: isRealTeamName(awayName) ? awayName.trim() : derived.away,
  };
}
