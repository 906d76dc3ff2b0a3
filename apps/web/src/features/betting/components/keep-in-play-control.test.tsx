import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExchangeClientContext } from '@/lib/api/exchange-context';
import { initI18n } from '@/lib/i18n/i18n';
import { createFakeExchange } from '@/testing/market-fake-exchange';
import { KeepInPlayControl } from './keep-in-play-control';

beforeAll(async () => {
  await initI18n('en');
});

describe('Keep In Play control (trading-core §4)', () => {
  it('shows confirm and reset after a change, and confirm sends PERSIST', async () => {
    const fake = createFakeExchange({
      updateOrders: (params) => ({ status: 'SUCCESS', marketId: params.marketId, instructionReports: [] }),
    });
    render(
      <ExchangeClientContext.Provider value={fake.client}>
        <KeepInPlayControl marketId="1.5" betId="42" persistence="L" />
      </ExchangeClientContext.Provider>,
    );
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fake.callsOf('updateOrders')).toEqual([
        { marketId: '1.5', instructions: [{ betId: '42', newPersistenceType: 'PERSIST' }] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument());
  });
});
