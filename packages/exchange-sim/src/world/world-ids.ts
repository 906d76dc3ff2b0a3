// Identifiers of the generated world, shaped like Betfair's (betfair-protocol §1.7, §8.15):
// event ids of 8 digits, market ids "1." + 9 digits, selection ids plain integers. Event and
// market ids come from the day the event belongs to and its place in that day, so a day's world
// always gets the same ids; a side keeps one selection id wherever it plays, as on Betfair.
import { mixSeed } from './prng.js';

/** Days an id block is reused after (about five and a half years). */
const DAY_CYCLE = 2000;
const EVENTS_PER_DAY = 4000;
const MARKETS_PER_DAY = 300_000;

export class DayIds {
  private events = 0;
  private markets = 0;

  constructor(private readonly day: number) {}

  eventId(): string {
    if (this.events >= EVENTS_PER_DAY) throw new RangeError('too many events in one day');
    this.events += 1;
    return String(30_000_000 + (this.day % DAY_CYCLE) * EVENTS_PER_DAY + this.events);
  }

  marketId(): string {
    if (this.markets >= MARKETS_PER_DAY) throw new RangeError('too many markets in one day');
    this.markets += 1;
    return `1.${200_000_000 + (this.day % DAY_CYCLE) * MARKETS_PER_DAY + this.markets}`;
  }
}

/** FNV-1a hash of a name: the basis of stable selection ids. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return mixSeed(hash);
}

/** A team or player: 6–7 digit ids like Betfair's team ids. */
export const sideSelectionId = (name: string): number => 100_000 + (hashName(name) % 9_000_000);

/** A horse or greyhound: 8 digit ids like Betfair's runner ids. */
export const entrantSelectionId = (name: string): number => 10_000_000 + (hashName(name) % 80_000_000);

/** Betfair's fixed selection ids of common outcomes (the same in every market). */
export const FIXED_SELECTIONS = {
  draw: 58805,
  under25: 47972,
  over25: 47973,
  bttsYes: 30246,
  bttsNo: 110503,
  anyOtherHome: 4506345,
  anyOtherAway: 4506346,
  anyOtherDraw: 9063254,
} as const;

/** Correct-score selection ids: Betfair numbers the scores 0-0 = 1, 1-0 = 2, 1-1 = 3, 0-1 = 4 … */
export function correctScoreSelectionId(home: number, away: number): number {
  const ring = Math.max(home, away);
  const first = ring * ring + 1;
  return home === ring ? first + away : first + ring + (ring - home);
}
