// The confirmation dialog opens with the focus on Confirm, so Enter places the bet as shown; the
// first control of the dialog (the odd's "One tick down") never takes an Enter meant to confirm.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { setUpBetting } from './betting-test-setup';

beforeAll(async () => {
  await initI18n('en');
});

const dialog = () => screen.getByRole('dialog', { name: 'Confirm bet' });

describe('bet confirmation focus', () => {
  it('focuses Confirm on opening, and Enter places the bet at the odd shown', async () => {
    const { fake } = setUpBetting();
    await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
    const odd = within(dialog()).getByRole<HTMLInputElement>('spinbutton', { name: 'Odd' }).value;
    expect(within(dialog()).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(fake.callsOf('placeOrders')).toHaveLength(1);
    expect(JSON.stringify(fake.callsOf('placeOrders')[0])).toContain(`"price":${odd}`);
  });
});
