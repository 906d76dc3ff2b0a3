import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isStakeMode } from '@greenbook/trading';
import { initI18n } from '@/lib/i18n/i18n';
import { SettingSelect } from './setting-select';

beforeAll(async () => {
  await initI18n('en');
});

/** A stake-mode select offering one value the rule refuses (as a stale or tampered option would). */
function renderStakeModes(onChange: (mode: string) => void) {
  render(
    <>
      <SettingSelect
        label="Stake mode"
        value="STAKE"
        options={[
          { value: 'STAKE', label: 'Your Stake' },
          { value: 'PROFIT', label: 'Your Profit Value' },
          { value: 'DOUBLE', label: 'Double' },
        ]}
        isValid={isStakeMode}
        onChange={onChange}
      />
      <ToastContainer />
    </>,
  );
}

async function choose(option: string) {
  const user = userEvent.setup();
  screen.getByRole('combobox', { name: 'Stake mode' }).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('listbox');
  await user.click(screen.getByRole('option', { name: option }));
}

describe('SettingSelect (trading-core §5 "Other settings")', () => {
  it('keeps a value the rule accepts', async () => {
    const onChange = vi.fn();
    renderStakeModes(onChange);
    await choose('Your Profit Value');
    expect(onChange).toHaveBeenCalledWith('PROFIT');
  });

  it('changes nothing for a value the rule refuses, and says so', async () => {
    const onChange = vi.fn();
    renderStakeModes(onChange);
    await choose('Double');
    expect(onChange).not.toHaveBeenCalled();
    expect(
      await screen.findByText('Invalid input, please reload the page and try again.'),
    ).toBeInTheDocument();
  });
});
