import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogOut } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named and titled by its label, its icon hidden from screen readers, and works from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Logout" icon={LogOut} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Logout' });
    expect(button).toHaveAttribute('title', 'Logout');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
