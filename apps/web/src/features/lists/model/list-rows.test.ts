import { describe, expect, it } from 'vitest';
import { listRowsOf } from './list-rows';
import { matchMarket, withoutEvent } from './test-rows';

describe('list rows (account-and-product §2)', () => {
  it('labels a three-runner market with a draw 1, x, 2 in that order', () => {
    const [first] = listRowsOf([matchMarket(1)], 'en');
    expect(first?.runners).toEqual([
      { selectionId: 10, name: 'Home 1', label: '1' },
      { selectionId: 58805, name: 'The Draw', label: 'x' },
      { selectionId: 11, name: 'Away 1', label: '2' },
    ]);
  });

  it('shows other markets’ first three runners by sortPriority, unlabelled', () => {
    const runners = [4, 2, 1, 3].map((priority) => ({
      selectionId: priority,
      runnerName: `Runner ${priority}`,
      handicap: 0,
      sortPriority: priority,
    }));
    const [first] = listRowsOf([matchMarket(1, { runners })], 'en');
    expect(first?.runners.map((runner) => [runner.name, runner.label])).toEqual([
      ['Runner 1', undefined],
      ['Runner 2', undefined],
      ['Runner 3', undefined],
    ]);
  });

  it('prefixes a race with country-venue, or its start time when the venue is unknown', () => {
    const race = (venue: string | undefined) =>
      matchMarket(1, {
        marketName: '2m Hcap',
        marketStartTime: '2026-01-01T14:30:00.000Z',
        eventType: { id: '7', name: 'Horse Racing' },
        event: {
          id: '9',
          name: 'Ascot 1st Jan',
          countryCode: 'GB',
          ...(venue === undefined ? {} : { venue }),
        },
      });
    const [withVenue, withoutVenue] = listRowsOf(
      [race('Ascot'), { ...race(undefined), marketId: '1.2' }],
      'en-GB',
    );
    expect(withVenue?.title).toBe('GB-Ascot 2m Hcap');
    expect(withoutVenue?.title).toMatch(/^\d\d:\d\d 2m Hcap$/);
  });

  it('keeps the event name for other sports and leaves out entries without an event or id, or twice', () => {
    const rows = listRowsOf(
      [matchMarket(1), withoutEvent(matchMarket(2)), { ...matchMarket(3), marketId: '' }, matchMarket(1)],
      'en',
    );
    expect(rows.map((r) => r.title)).toEqual(['Home 1 v Away 1']);
  });

  it('treats a start or volume that is not a real value as unknown', () => {
    const [first] = listRowsOf([matchMarket(1, { marketStartTime: 'soon', totalMatched: Number.NaN })], 'en');
    expect(first?.startTime).toBeUndefined();
    expect(first?.totalMatched).toBeUndefined();
  });
});
