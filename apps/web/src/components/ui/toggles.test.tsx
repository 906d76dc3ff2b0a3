import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Switch } from './switch';

function DarkSwitch({ hideLabel }: { readonly hideLabel: boolean }) {
  const [on, setOn] = useState(false);
  return <Switch label="Dark theme" checked={on} onCheckedChange={setOn} hideLabel={hideLabel} />;
}

function KeepInPlay() {
  const [on, setOn] = useState(false);
  return <Checkbox label="Keep in play" checked={on} onCheckedChange={setOn} />;
}

describe('Switch', () => {
  it('is a switch named by its label, which toggles it; Space toggles it from the keyboard', async () => {
    const user = userEvent.setup();
    render(<DarkSwitch hideLabel={false} />);
    const control = screen.getByRole('switch', { name: 'Dark theme' });
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Dark theme'));
    expect(control).toBeChecked();
    control.focus();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('keeps its name when the label is hidden', () => {
    render(<DarkSwitch hideLabel />);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('title', 'Dark theme');
  });
});

describe('Checkbox', () => {
  it('is a checkbox named by its label; Space toggles it', async () => {
    const user = userEvent.setup();
    render(<KeepInPlay />);
    const box = screen.getByRole('checkbox', { name: 'Keep in play' });
    await user.click(screen.getByText('Keep in play'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
