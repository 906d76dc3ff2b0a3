import { describe, expect, it } from 'vitest';
import { isRunnerShown } from './runner-visibility';

describe('which runners show (trading-core §4)', () => {
  it('hides removed, hidden and losing runners until the market closes, for grid and ladder alike', () => {
    for (const status of ['REMOVED', 'REMOVED_VACANT', 'HIDDEN', 'LOSER']) {
      for (const market of ['OPEN', 'SUSPENDED', 'INACTIVE'])
        expect(isRunnerShown(status, market)).toBe(false);
      expect(isRunnerShown(status, 'CLOSED')).toBe(true);
    }
    expect(isRunnerShown('ACTIVE', 'SUSPENDED')).toBe(true);
    expect(isRunnerShown('WINNER', 'CLOSED')).toBe(true);
  });
});
