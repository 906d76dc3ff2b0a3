// Horses and greyhounds of a race: names, selection ids and the runner metadata Betfair carries
// for racing (trading-core §3 "Horse metadata", betfair-protocol §2.3). All values are strings.
import type { Random } from './prng.js';
import {
  BREEDING_COUNTRIES,
  DAMS,
  GREYHOUND_NAME_FIRST,
  GREYHOUND_NAME_SECOND,
  HEADGEAR,
  HORSE_NAME_FIRST,
  HORSE_NAME_SECOND,
  JOCKEYS,
  SIRES,
  TRAINERS,
} from './names-racing.js';
import { entrantSelectionId } from './world-ids.js';

export interface Entrant {
  readonly selectionId: number;
  readonly name: string;
  readonly metadata: Readonly<Record<string, string>>;
}

function distinctNames(
  rng: Random,
  count: number,
  first: readonly string[],
  second: readonly string[],
): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${rng.pick(first)} ${rng.pick(second)}`);
  return [...names];
}

/** Recent finishing positions, newest last: digits, 0 for tenth or worse, P/F/U, '-' between seasons. */
function form(rng: Random): string {
  const runs = Array.from({ length: rng.int(2, 6) }, () =>
    rng.pick(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'P', 'F', 'U']),
  );
  if (runs.length > 3 && rng.chance(0.5))
    runs.splice(rng.int(1, runs.length - 1), 0, rng.chance(0.7) ? '-' : '/');
  return runs.join('');
}

export interface HorseRaceFacts {
  readonly eventId: string;
  readonly flat: boolean;
}

export function horses(rng: Random, count: number, facts: HorseRaceFacts): Entrant[] {
  const draws = rng.sample(
    Array.from({ length: count }, (_, i) => i + 1),
    count,
  );
  return distinctNames(rng, count, HORSE_NAME_FIRST, HORSE_NAME_SECOND).map((name, index) => {
    const selectionId = entrantSelectionId(name);
    const pounds = facts.flat ? rng.int(112, 140) : rng.int(140, 166);
    const trainer = rng.pick(TRAINERS);
    const bred = rng.pick(BREEDING_COUNTRIES);
    const cloth = String(index + 1);
    return {
      selectionId,
      name,
      metadata: {
        FORM: form(rng),
        TRAINER: trainer,
        TRAINER_NAME: trainer,
        AGE: String(facts.flat ? rng.int(2, 6) : rng.int(4, 11)),
        WEIGHT: `${Math.floor(pounds / 14)}-${pounds % 14}`,
        WEIGHT_VALUE: String(pounds),
        WEIGHT_UNITS: 'pounds',
        BRED: bred,
        OFFICIAL_RATING: String(rng.int(45, 120)),
        DAYS_SINCE_LAST_RUN: String(rng.int(7, 200)),
        SIRE_NAME: rng.pick(SIRES),
        SIRE_BRED: rng.pick(BREEDING_COUNTRIES),
        DAM_NAME: rng.pick(DAMS),
        DAM_BRED: bred,
        WEARING: rng.pick(HEADGEAR),
        JOCKEY_NAME: rng.pick(JOCKEYS),
        CLOTH_NUMBER: cloth,
        CLOTH_NUMBER_ALPHA: cloth,
        // Jump races have no stalls.
        STALL_DRAW: facts.flat ? String(draws[index]) : '',
        // Served by the silks host at /feeds_images/Horses/SilkColours/<COLOURS_FILENAME>.
        COLOURS_FILENAME: `c${facts.eventId}/${selectionId}.svg`,
      },
    };
  });
}

/** Six greyhounds, named "<trap>. <name>" as on Betfair. */
export function greyhounds(rng: Random): Entrant[] {
  return distinctNames(rng, 6, GREYHOUND_NAME_FIRST, GREYHOUND_NAME_SECOND).map((dog, index) => {
    const trap = String(index + 1);
    return {
      selectionId: entrantSelectionId(dog),
      name: `${trap}. ${dog}`,
      metadata: { CLOTH_NUMBER: trap, CLOTH_NUMBER_ALPHA: trap, TRAP: trap },
    };
  });
}
