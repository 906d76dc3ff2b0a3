import { ApiNgError, NO_RESPONSE, SEARCH_ERROR_PREFIX } from '@greenbook/betfair';
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { searchFailure, UNREADABLE_ANSWER } from './search-failure';

const failure = (errorCode: string, details = '') =>
  searchFailure(new ApiNgError(errorCode, details, 'listMarketCatalogue', 400));

describe('searchFailure', () => {
  it('shows the four search errors of §8 with the details, or the code without them', () => {
    expect(failure('TOO_MUCH_DATA', 'weight 1000 over 200')).toEqual({
      kind: 'shown',
      details: 'weight 1000 over 200',
    });
    expect(failure('SERVICE_BUSY')).toEqual({ kind: 'shown', details: 'SERVICE_BUSY' });
    expect(failure('INVALID_INPUT_DATA').kind).toBe('shown');
    expect(failure('UNEXPECTED_ERROR').kind).toBe('shown');
    expect(failure(UNREADABLE_ANSWER).kind).toBe('unreadable');
  });

  it('ends the session on any other failure', () => {
    for (const code of ['INVALID_SESSION_INFORMATION', NO_RESPONSE, 'INVALID_APP_KEY', 'TOO_MANY_REQUESTS'])
      expect(failure(code)).toEqual({ kind: 'session-lost' });
    expect(searchFailure(new TypeError('x is undefined'))).toEqual({ kind: 'session-lost' });
  });

  it("uses the spec's text as the English prefix", () => {
    expect(en.search.failed).toBe(SEARCH_ERROR_PREFIX);
  });
});
