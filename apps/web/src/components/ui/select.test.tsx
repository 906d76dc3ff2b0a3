import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

function OddsSelect({ hideLabel }: { readonly hideLabel?: boolean }) {
  const [value, setValue] = useState('decimal');
  return (
    <>
      <Select
        label="Odds view"
        value={value}
        onValueChange={setValue}
        hideLabel={hideLabel ?? false}
        options={[
          { value: 'decimal', label: 'Decimal' },
          { value: 'fractional', label: 'Fractional' },
          { value: 'american', label: 'American' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label, also when the label is hidden', () => {
    const { unmount } = render(<OddsSelect />);
    expect(screen.getByRole('combobox', { name: 'Odds view' })).toHaveTextContent('Decimal');
    unmount();
    render(<OddsSelect hideLabel />);
    expect(screen.getByRole('combobox', { name: 'Odds view' })).toBeInTheDocument();
  });

  it('opens from the keyboard, moves with the arrows and chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<OddsSelect />);
    const combobox = screen.getByRole('combobox', { name: 'Odds view' });
    combobox.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Decimal' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('american');
    expect(combobox).toHaveTextContent('American');
    expect(combobox).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    render(<OddsSelect />);
    screen.getByRole('combobox', { name: 'Odds view' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('decimal');
  });

  it('shows the placeholder while the value is none of the options, and never picks a disabled one', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <Select
        label="Stake"
        value=""
        placeholder="7"
        onValueChange={(value) => chosen.push(value)}
        options={[
          { value: '2', label: '2', disabled: true },
          { value: '10', label: '10' },
        ]}
      />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Stake' });
    expect(combobox).toHaveTextContent('7');
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: '2' }));
    expect(chosen).toEqual([]);
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(chosen).toEqual(['10']);
  });
});
