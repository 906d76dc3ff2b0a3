import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { usePendingBetsStore } from '../model/pending-bets-store';
import { BetAnimation } from './bet-animation';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  usePendingBetsStore.setState(usePendingBetsStore.getInitialState(), true);
});

describe('unmatched-bet animation (trading-core §4 step 5)', () => {
  it('shows the bets waiting for the exchange on the market on screen only', () => {
    render(<BetAnimation marketId="1.1" />);
    act(() => {
      usePendingBetsStore
        .getState()
        .add({ marketId: '1.1', side: 'BACK', runnerName: 'Arsenal', odd: 2, seconds: 5 });
      usePendingBetsStore
        .getState()
        .add({ marketId: '1.2', side: 'LAY', runnerName: 'Chelsea', odd: 3, seconds: 5 });
    });
    expect(screen.getByText('Waiting for the exchange: Back Arsenal @ 2')).toBeInTheDocument();
    expect(screen.queryByText(/Chelsea/)).not.toBeInTheDocument();
  });
});
