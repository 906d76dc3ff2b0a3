// Issue 12 item 10: the 'Waiting for the exchange' bar ends when the exchange answers, not when the
// bet delay it was sized on runs out.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BettingOperations } from '@greenbook/betfair';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { placedReport } from '@/testing/market-fake-exchange';
import { usePendingBetsStore } from '../model/pending-bets-store';
import { setUpBetting } from './betting-test-setup';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  usePendingBetsStore.setState(usePendingBetsStore.getInitialState(), true);
});

type PlaceParams = BettingOperations['placeOrders']['params'];

describe('unmatched-bet animation end', () => {
  it('shows the bar while the exchange works and ends it with the answer, well before the bet delay', async () => {
    let answer: (() => void) | undefined;
    setUpBetting({
      settings: { confirmation: false },
      // In play with a 5 s bet delay: the bar is sized on 5 s.
      definition: { inPlay: true, betDelay: 5 },
      exchange: {
        placeOrders: (params: PlaceParams) =>
          new Promise((resolve) => {
            answer = () => resolve(placedReport(params));
          }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    expect(await screen.findByText(/^Waiting for the exchange/)).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    // The answer's toast is up: the bar is already gone, though its 5 s have not run out.
    expect(await screen.findByText(/unmatched/i)).toBeInTheDocument();
    expect(screen.queryByText(/^Waiting for the exchange/)).toBeNull();
  });
});
