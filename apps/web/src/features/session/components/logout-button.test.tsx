import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp, signInForTest } from '@/app/testing/render-app';
import { en } from '@/lib/i18n/en';
import { useSessionStore } from '@/lib/session/session-store';
import { LogoutButton, randomHeadline } from './logout-button';

const HEADLINES = Object.entries(en.session.logout)
  .filter(([key]) => /^h\d+$/.test(key))
  .map(([, text]) => text);

beforeEach(async () => {
  await resetApp();
  signInForTest();
});

describe('logout modal', () => {
  it('has 10 headlines and picks each of them', () => {
    expect(HEADLINES).toHaveLength(10);
    expect(new Set(HEADLINES).size).toBe(10);
    const picked = new Set(Array.from({ length: 10 }, (_, index) => randomHeadline(() => index / 10)));
    expect(picked.size).toBe(10);
    expect(randomHeadline(() => 0.9999)).toBe('h10');
  });

  it('shows a headline with Logout and Cancel; Cancel keeps the session', async () => {
    const user = userEvent.setup();
    render(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(HEADLINES).toContain(screen.getByRole('heading').textContent);
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('test-token');
  });

  it('logs out: the token and the user are gone', async () => {
    const user = userEvent.setup();
    localStorage.setItem('greenbook.state', '{"settings":{}}');
    render(<LogoutButton />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Logout')!,
    );
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(useSessionStore.getState().user).toBeUndefined();
    expect(localStorage.getItem('greenbook.state')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
