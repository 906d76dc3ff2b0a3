// Issue 12 item 6: the stake rules of trading-core §5 in the confirmation dialog — a refused amount
// disables Confirm and says why under the field, in the spec's words.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { setUpBetting } from './betting-test-setup';

beforeAll(async () => {
  await initI18n('en');
});

const dialog = () => screen.getByRole('dialog', { name: 'Confirm bet' });
const confirmButton = () => within(dialog()).getByRole('button', { name: 'Confirm' });
const amount = () => within(dialog()).getByLabelText('Your Stake');

async function openDialogAndType(text: string) {
  const { fake } = setUpBetting();
  await userEvent.click(screen.getByRole('button', { name: 'click 0' }));
  fireEvent.change(amount(), { target: { value: text } });
  return fake;
}

describe('bet confirmation stake rules (trading-core §5)', () => {
  it('refuses a negative stake: Confirm disabled, the reason under the amount', async () => {
    await openDialogAndType('-5');
    expect(confirmButton()).toBeDisabled();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Invalid amount: please type a positive number.',
    );
  });

  it('refuses an empty or non-numeric stake', async () => {
    await openDialogAndType('');
    expect(confirmButton()).toBeDisabled();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('please type a positive number');
  });

  it("refuses a zero stake with the spec's message and the market id", async () => {
    await openDialogAndType('0');
    expect(confirmButton()).toBeDisabled();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      /^Bet not placed\. Was trying to place a zero stake value bet, on market id: 1\.300$/,
    );
  });

  it('clears the refusal once the amount is valid again, small stakes included', async () => {
    await openDialogAndType('-5');
    fireEvent.change(amount(), { target: { value: '1.50' } });
    expect(confirmButton()).toBeEnabled();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(amount()).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends nothing when Enter is pressed on a refused amount', async () => {
    const fake = await openDialogAndType('-5');
    fireEvent.submit(amount().closest('form') as HTMLFormElement);
    expect(fake.callsOf('placeOrders')).toHaveLength(0);
    expect(dialog()).toBeInTheDocument();
  });
});
