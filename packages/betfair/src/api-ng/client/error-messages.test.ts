import { describe, expect, it } from 'vitest';
import {
  autoClosesOrderError,
  cancelFailureMessage,
  orderFailureMessage,
  searchErrorMessage,
} from './error-messages.js';

describe('order and search messages (trading-core §8)', () => {
  it('maps BET_ACTION_ERROR by instruction code, and anything else to Review Your Input', () => {
    expect(orderFailureMessage('BET_ACTION_ERROR', 'INVALID_ODDS')).toBe('Error - Invalid Odd');
    expect(orderFailureMessage('BET_ACTION_ERROR', 'RUNNER_REMOVED')).toBe('Error - Runner Removed');
    expect(orderFailureMessage('BET_ACTION_ERROR', 'INVALID_PERSISTENCE_TYPE')).toBe(
      'Error - Review Your Input INVALID_PERSISTENCE_TYPE',
    );
    expect(orderFailureMessage('MARKET_SUSPENDED')).toBe('Error - Market is Suspended');
    expect(orderFailureMessage('INSUFFICIENT_FUNDS')).toBe('Error - Insufficient funds');
    expect(orderFailureMessage('LOSS_LIMIT_EXCEEDED')).toBe('Error - Loss limit exceed');
    expect(orderFailureMessage('DUPLICATE_TRANSACTION')).toBe(
      'Error - Review Your Input DUPLICATE_TRANSACTION',
    );
    expect(orderFailureMessage('TIMEOUT')).toBe(
      'The order timed out & the status of the bet is unknown. Please check your matched bets list.',
    );
    expect(autoClosesOrderError('INSUFFICIENT_FUNDS')).toBe(true);
    expect(autoClosesOrderError('MARKET_SUSPENDED')).toBe(false);
  });

  it('shows the four search errors and loses the session on any other', () => {
    expect(searchErrorMessage('TOO_MUCH_DATA', 'too many markets')).toBe(
      'Something went wrong with your search: too many markets',
    );
    expect(searchErrorMessage('INVALID_SESSION_INFORMATION', '')).toBeUndefined();
    expect(cancelFailureMessage('BET_TAKEN_OR_LAPSED')).toBe(
      'Error when trying to cancel unmatched bet. ERROR MESSAGE: BET_TAKEN_OR_LAPSED',
    );
  });
});
