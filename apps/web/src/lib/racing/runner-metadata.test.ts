import type { MarketCatalogue } from '@greenbook/betfair';
import { describe, expect, it } from 'vitest';
import { racingRunner, racingRunners } from './runner-metadata';
import { silkUrl } from './silks';

// The shape of Betfair's racing metadata (betfair-protocol §2.3): every value a string, null for
// what the racecard lacks. The names are made up.
const BETFAIR_SHAPED = {
  SIRE_NAME: 'Sea The Stars',
  CLOTH_NUMBER_ALPHA: '4',
  OFFICIAL_RATING: '92',
  COLOURS_DESCRIPTION: 'Royal blue, white sleeves',
  COLOURS_FILENAME: 'c20260601-Ascot (GB)-F/00123456.jpg',
  FORECASTPRICE_DENOMINATOR: '1',
  DAMSIRE_NAME: 'Galileo',
  WEIGHT_VALUE: '133',
  SEX_TYPE: 'g',
  DAYS_SINCE_LAST_RUN: '21',
  WEARING: 'Cheekpieces',
  OWNER_NAME: 'A Syndicate',
  DAM_YEAR_BORN: '2012',
  SIRE_BRED: 'IRE',
  JOCKEY_NAME: 'J Smith',
  DAM_BRED: 'GB',
  ADJUSTED_RATING: null,
  runnerId: '12345678',
  CLOTH_NUMBER: '4',
  SIRE_YEAR_BORN: '2006',
  TRAINER_NAME: 'K Jones',
  COLOUR_TYPE: 'b',
  AGE: '5',
  DAMSIRE_BRED: 'IRE',
  JOCKEY_CLAIM: null,
  FORM: '3/21-1',
  FORECASTPRICE_NUMERATOR: '7',
  BRED: 'IRE',
  DAM_NAME: 'Summer Moon',
  DAMSIRE_YEAR_BORN: '1998',
  STALL_DRAW: '7',
  WEIGHT_UNITS: 'pounds',
};

describe('racing runner metadata (trading-core §3 Horse metadata)', () => {
  it('reads a Betfair-shaped racecard, key by key', () => {
    expect(racingRunner(BETFAIR_SHAPED)).toEqual({
      clothNumber: '4',
      silkUrl: '/feeds_images/Horses/SilkColours/c20260601-Ascot%20(GB)-F/00123456.jpg',
      jockey: 'J Smith',
      trainer: 'K Jones',
      age: 5,
      bred: 'IRE',
      weight: { value: 133, units: 'lb' },
      officialRating: 92,
      daysSinceLastRun: 21,
      sire: { name: 'Sea The Stars', bred: 'IRE' },
      dam: { name: 'Summer Moon', bred: 'GB' },
      wearing: 'Cheekpieces',
      stallDraw: 7,
      form: '3/21-1',
    });
  });

  it('takes numbers where some recorded catalogues carry them, and the spec’s other spellings', () => {
    expect(
      racingRunner({
        CLOTH_NUMBER: 12,
        AGE: 8,
        STALL_DRAW: 3,
        DAYS_SINCE_LAST_RUN: 6,
        TRAINER: 'S Brown',
        WEIGHT: '9-7',
        WEIGHT_VALUE: 61.5,
        WEIGHT_UNITS: 'kilograms',
      }),
    ).toEqual({
      clothNumber: '12',
      age: 8,
      stallDraw: 3,
      daysSinceLastRun: 6,
      trainer: 'S Brown',
      weight: { carried: '9-7', value: 61.5, units: 'kg' },
    });
  });

  it('leaves out every key that is missing, null, mistyped or out of range, keeping the rest', () => {
    expect(
      racingRunner({
        JOCKEY_NAME: { name: 'J Smith' },
        TRAINER_NAME: ['K Jones'],
        AGE: '-3',
        OFFICIAL_RATING: '9999',
        DAYS_SINCE_LAST_RUN: 'yesterday',
        STALL_DRAW: '',
        CLOTH_NUMBER: '<b>1</b>',
        FORM: '1<script>',
        WEIGHT_VALUE: '133',
        WEIGHT_UNITS: 'bananas',
        BRED: 'Ireland',
        SIRE_NAME: 'x'.repeat(61),
        DAM_NAME: 'Bad\u0000Name',
        WEARING: '   ',
        COLOURS_FILENAME: '../../api/users',
        CLOTH_NUMBER_ALPHA: null,
        JOCKEY_CLAIM: 3,
      }),
    ).toBeUndefined();
    expect(racingRunner({ JOCKEY_NAME: '  R   Moore ', AGE: 'NaN', runnerId: '1' })).toEqual({
      jockey: 'R Moore',
    });
  });

  it('reads nothing from metadata that is not an object', () => {
    for (const metadata of [undefined, null, 'JOCKEY_NAME', 42, ['J Smith']])
      expect(racingRunner(metadata)).toBeUndefined();
  });

  it('gives details by runner key for horse and greyhound races only', () => {
    const catalogue = (eventTypeId: string): MarketCatalogue => ({
      marketId: '1.23',
      marketName: 'R1 1m',
      eventType: { id: eventTypeId, name: 'x' },
      runners: [
        {
          selectionId: 11,
          runnerName: 'One',
          handicap: 0,
          metadata: { JOCKEY_NAME: 'J Smith', runnerId: '11' },
        },
        { selectionId: 12, runnerName: 'Two', handicap: 0, metadata: { runnerId: '12' } },
      ],
    });
    expect([...racingRunners(catalogue('7'))]).toEqual([['11_0', { jockey: 'J Smith' }]]);
    expect(racingRunners(catalogue('4339')).size).toBe(1);
    expect(racingRunners(catalogue('1')).size).toBe(0);
    expect(racingRunners(undefined).size).toBe(0);
  });
});

describe('silk addresses on the product’s content path', () => {
  it('percent-encodes each segment of the file name', () => {
    expect(silkUrl('c33128090/63128442.svg')).toBe('/feeds_images/Horses/SilkColours/c33128090/63128442.svg');
    expect(silkUrl('a b/c?d#e.png')).toBe('/feeds_images/Horses/SilkColours/a%20b/c%3Fd%23e.png');
  });

  it('refuses names that could leave the silks path or are not names at all', () => {
    for (const name of ['', '..', 'a/../../x', './a', '/abs.png', 'a//b', 'a\\b', 'a\nb', 'x'.repeat(201)])
      expect(silkUrl(name)).toBeUndefined();
  });
});
