import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Menu,
  MenuCheckboxItem,
  MenuContent,
  MenuRadioGroup,
  MenuRadioItem,
  MenuTrigger,
} from './dropdown-menu';
import { IconButton } from './icon-button';

function PreferencesMenu() {
  const [odds, setOdds] = useState('decimal');
  const [keep, setKeep] = useState(false);
  return (
    <>
      <Menu>
        <MenuTrigger asChild>
          <IconButton label="Preferences" icon={Settings} />
        </MenuTrigger>
        <MenuContent>
          <MenuRadioGroup value={odds} onValueChange={setOdds}>
            <MenuRadioItem value="decimal">Decimal</MenuRadioItem>
            <MenuRadioItem value="fractional">Fractional</MenuRadioItem>
          </MenuRadioGroup>
          <MenuCheckboxItem checked={keep} onCheckedChange={setKeep}>
            Keep in play
          </MenuCheckboxItem>
        </MenuContent>
      </Menu>
      <output>{`${odds} ${String(keep)}`}</output>
    </>
  );
}

describe('dropdown menu', () => {
  it('opens from its named trigger with the keyboard, chooses with Enter, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<PreferencesMenu />);
    const trigger = screen.getByRole('button', { name: 'Preferences' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Decimal' })).toBeChecked();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('fractional false');
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('fractional true');
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
