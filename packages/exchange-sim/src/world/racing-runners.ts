// Horses and greyhounds of a race: names, selection ids and the runner metadata Betfair carries
// for racing (trading-core §3 "Horse metadata", betfair-protocol §2.3). All values are strings.
import { mixSeed, Random } from './prng.js';
import {
  BREEDING_COUNTRIES,
  DAMS,
  GREYHOUND_DAMS,
  GREYHOUND_NAME_FIRST,
  GREYHOUND_NAME_SECOND,
  GREYHOUND_SIRES,
  GREYHOUND_TRAINERS,
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

// Recent runs, newest last: a digit is the finishing position (0 tenth or worse), the letters the
// ways a run ends early (pulled up, fell, unseated rider, refused, brought down), rarer than places.
const HORSE_RUNS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '0',
  '1',
  '2',
  '3',
  '4',
  '0',
  'P',
  'F',
  'U',
  'R',
  'B',
];

/** Recent runs, newest last, with a '-' (season break) or '/' (two seasons) between some. */
function form(rng: Random): string {
  const runs = Array.from({ length: rng.int(2, 6) }, () => rng.pick(HORSE_RUNS));
  if (runs.length > 3 && rng.chance(0.5))
    runs.splice(rng.int(1, runs.length - 1), 0, rng.chance(0.7) ? '-' : '/');
  return runs.join('');
}

export interface HorseRaceFacts {
  readonly eventId: string;
  readonly flat: boolean;
}

/**
 * A jockey rides one horse a race: the one drawn, or when already booked the next free one in the
 * list (the draw stays one pick a horse, so the seed's world is unchanged past this race).
 */
function bookJockey(drawn: string, booked: Set<string>): string {
  const start = JOCKEYS.indexOf(drawn);
  for (let step = 0; step < JOCKEYS.length; step += 1) {
    const jockey = JOCKEYS[(start + step) % JOCKEYS.length]!;
    if (!booked.has(jockey)) {
      booked.add(jockey);
      return jockey;
    }
  }
  return drawn;
}

export function horses(rng: Random, count: number, facts: HorseRaceFacts): Entrant[] {
  const draws = rng.sample(
    Array.from({ length: count }, (_, i) => i + 1),
    count,
  );
  const booked = new Set<string>();
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
        JOCKEY_NAME: bookJockey(rng.pick(JOCKEYS), booked),
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

/**
 * A greyhound's racecard: trainer, age, weight in kilograms, breeding and form (places 1-6 in a
 * six-dog race). Greyhounds have no jockey, no headgear, no official rating and no silks: the
 * trap (cloth number and draw) is their number. Drawn from a generator of the dog's own, so the
 * world's main sequence (and every other market of a seed) stays as it was.
 */
function greyhoundCard(dog: number): Record<string, string> {
  const rng = new Random(mixSeed(dog));
  const trainer = rng.pick(GREYHOUND_TRAINERS);
  const bred = rng.pick(['GB', 'IRE']);
  return {
    FORM: Array.from({ length: rng.int(3, 6) }, () => String(rng.int(1, 6))).join(''),
    TRAINER: trainer,
    TRAINER_NAME: trainer,
    AGE: String(rng.int(2, 5)),
    WEIGHT_VALUE: (rng.int(52, 76) / 2).toFixed(1),
    WEIGHT_UNITS: 'kilograms',
    BRED: bred,
    DAYS_SINCE_LAST_RUN: String(rng.int(3, 30)),
    SIRE_NAME: rng.pick(GREYHOUND_SIRES),
    SIRE_BRED: rng.pick(['GB', 'IRE']),
    DAM_NAME: rng.pick(GREYHOUND_DAMS),
    DAM_BRED: bred,
  };
}

/** Six greyhounds, named "<trap>. <name>" as on Betfair. */
export function greyhounds(rng: Random): Entrant[] {
  return distinctNames(rng, 6, GREYHOUND_NAME_FIRST, GREYHOUND_NAME_SECOND).map((dog, index) => {
    const trap = String(index + 1);
    const selectionId = entrantSelectionId(dog);
    return {
      selectionId,
      name: `${trap}. ${dog}`,
      metadata: {
        ...greyhoundCard(selectionId),
        CLOTH_NUMBER: trap,
        CLOTH_NUMBER_ALPHA: trap,
        STALL_DRAW: trap,
      },
    };
  });
}
