// trading-core §3 'Horse metadata': the racing runner details the market catalogue carries
// (listMarketCatalogue RUNNER_METADATA, betfair-protocol §2.3). The metadata is untrusted input:
// every key is checked on its own, and one that is missing, null, mistyped or out of range is
// simply absent, so the details show what is sound and nothing else. Values are strings on the
// wire; numbers are accepted too (some recorded catalogues carry them).
import type { MarketCatalogue } from '@greenbook/betfair';
import { runnerKey } from '@greenbook/trading';
import { silkUrl } from './silks';

/** Horse racing and greyhound racing (trading-core §2). */
export const RACING_EVENT_TYPES: ReadonlySet<string> = new Set(['7', '4339']);

export const isRacingEventType = (eventTypeId: string | undefined): boolean =>
  eventTypeId !== undefined && RACING_EVENT_TYPES.has(eventTypeId);

export interface Parentage {
  readonly name: string;
  /** Country of breeding, e.g. IRE. */
  readonly bred?: string;
}

export interface RunnerWeight {
  /** WEIGHT as the racecard writes it, stones-pounds: "9-7". */
  readonly carried?: string;
  readonly value?: number;
  readonly units?: 'lb' | 'kg';
}

export interface RacingRunner {
  /** CLOTH_NUMBER_ALPHA (e.g. "1A" for a coupled runner), else CLOTH_NUMBER; a trap for greyhounds. */
  readonly clothNumber?: string;
  /** The silk image's address on the product (COLOURS_FILENAME). */
  readonly silkUrl?: string;
  readonly jockey?: string;
  /** TRAINER_NAME, else TRAINER. */
  readonly trainer?: string;
  readonly age?: number;
  /** The runner's own country of breeding (BRED). */
  readonly bred?: string;
  readonly weight?: RunnerWeight;
  readonly officialRating?: number;
  readonly daysSinceLastRun?: number;
  readonly sire?: Parentage;
  readonly dam?: Parentage;
  /** Headgear and the like: "Blinkers", "Tongue Strap". */
  readonly wearing?: string;
  readonly stallDraw?: number;
  /** Recent runs, oldest first (see form.ts). */
  readonly form?: string;
}

type Metadata = Readonly<Record<string, unknown>>;

/** A short single-line text: trimmed, inner runs of white space as one space. */
function text(metadata: Metadata, key: string, maxLength = 60): string | undefined {
  const value = metadata[key];
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const clean = raw.replace(/\s+/g, ' ').trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (clean.length === 0 || clean.length > maxLength || /[\u0000-\u001f\u007f]/.test(clean)) return undefined;
  return clean;
}

function integer(metadata: Metadata, key: string, min: number, max: number): number | undefined {
  const value = text(metadata, key, 6);
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

const UNITS: Readonly<Record<string, 'lb' | 'kg'>> = {
  pounds: 'lb',
  pound: 'lb',
  lb: 'lb',
  lbs: 'lb',
  kilograms: 'kg',
  kilogram: 'kg',
  kg: 'kg',
  kgs: 'kg',
};

function weightOf(metadata: Metadata): RunnerWeight | undefined {
  const carried = text(metadata, 'WEIGHT', 6);
  const value = text(metadata, 'WEIGHT_VALUE', 7);
  const units = UNITS[text(metadata, 'WEIGHT_UNITS', 12)?.toLowerCase() ?? ''];
  const weight: { carried?: string; value?: number; units?: 'lb' | 'kg' } = {};
  if (carried !== undefined && /^\d{1,2}-\d{1,2}$/.test(carried)) weight.carried = carried;
  // A figure without its units would mislead (9 what?), so it needs both.
  if (
    value !== undefined &&
    /^\d{1,3}(\.\d{1,2})?$/.test(value) &&
    Number(value) > 0 &&
    units !== undefined
  ) {
    weight.value = Number(value);
    weight.units = units;
  }
  return Object.keys(weight).length === 0 ? undefined : weight;
}

function parentage(metadata: Metadata, prefix: 'SIRE' | 'DAM'): Parentage | undefined {
  const name = text(metadata, `${prefix}_NAME`);
  if (name === undefined) return undefined;
  const bred = country(metadata, `${prefix}_BRED`);
  return bred === undefined ? { name } : { name, bred };
}

function country(metadata: Metadata, key: string): string | undefined {
  const value = text(metadata, key, 3);
  return value !== undefined && /^[A-Za-z]{2,3}$/.test(value) ? value.toUpperCase() : undefined;
}

/** The racing details of one runner's metadata; undefined when nothing in it is usable. */
export function racingRunner(metadata: unknown): RacingRunner | undefined {
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return undefined;
  const m = metadata as Metadata;
  const cloth = text(m, 'CLOTH_NUMBER_ALPHA', 4) ?? text(m, 'CLOTH_NUMBER', 4);
  // A file name is taken as sent (silkUrl checks it): tidying its spaces would name another file.
  const colours = typeof m['COLOURS_FILENAME'] === 'string' ? m['COLOURS_FILENAME'] : undefined;
  const form = text(m, 'FORM', 30);
  const fields: { readonly [Key in keyof RacingRunner]-?: RacingRunner[Key] | undefined } = {
    clothNumber: cloth !== undefined && /^\d{1,3}[A-Za-z]?$/.test(cloth) ? cloth : undefined,
    silkUrl: colours === undefined ? undefined : silkUrl(colours),
    jockey: text(m, 'JOCKEY_NAME'),
    trainer: text(m, 'TRAINER_NAME') ?? text(m, 'TRAINER'),
    age: integer(m, 'AGE', 1, 40),
    bred: country(m, 'BRED'),
    weight: weightOf(m),
    officialRating: integer(m, 'OFFICIAL_RATING', 0, 200),
    daysSinceLastRun: integer(m, 'DAYS_SINCE_LAST_RUN', 0, 9999),
    sire: parentage(m, 'SIRE'),
    dam: parentage(m, 'DAM'),
    wearing: text(m, 'WEARING'),
    stallDraw: integer(m, 'STALL_DRAW', 1, 99),
    // Figures, letters and the season breaks only; anything else is not a form string.
    form: form !== undefined && /^[0-9A-Za-z/-]+$/.test(form) ? form : undefined,
  };
  const present = Object.entries(fields).filter(([, value]) => value !== undefined);
  return present.length === 0 ? undefined : Object.fromEntries(present);
}

/** The racing details of a catalogue's runners by runner key; empty unless it is a race. */
export function racingRunners(
  catalogue: MarketCatalogue | null | undefined,
): ReadonlyMap<string, RacingRunner> {
  const details = new Map<string, RacingRunner>();
  if (!isRacingEventType(catalogue?.eventType?.id)) return details;
  for (const runner of catalogue?.runners ?? []) {
    if (!Number.isSafeInteger(runner.selectionId)) continue;
    const runnerDetails = racingRunner(runner.metadata);
    if (runnerDetails !== undefined)
      details.set(
        runnerKey(runner.selectionId, Number.isFinite(runner.handicap) ? runner.handicap : 0),
        runnerDetails,
      );
  }
  return details;
}
