import { act, fireEvent, render, screen } from '@testing-library/react';
import { INACTIVITY_MS } from '@greenbook/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp, signInForTest } from '@/app/testing/render-app';
import { useSessionStore } from '@/lib/session/session-store';
import { ToastHost } from '@/lib/toasts/toast-host';
import { InactivityWatcher } from './inactivity-watcher';

beforeEach(async () => {
  await resetApp();
  vi.useFakeTimers();
  signInForTest();
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('inactivity', () => {
  it('warns after 1 h without activity with a countdown; "Wait, I\'m here!" starts over', () => {
    render(<InactivityWatcher />);
    advance(INACTIVITY_MS.warning - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole('dialog', { name: 'Are you there?' })).toBeInTheDocument();
    expect(screen.getByText('30:00')).toBeInTheDocument();
    advance(5000);
    expect(screen.getByText('29:55')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: "Wait, I'm here!" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(INACTIVITY_MS.warning - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('test-token');
  });

  it('records activity at most every 5 s, and activity postpones the warning', () => {
    render(<InactivityWatcher />);
    const start = Number(localStorage.getItem('greenbook.lastActivity'));
    advance(3000);
    fireEvent.keyDown(window);
    expect(Number(localStorage.getItem('greenbook.lastActivity'))).toBe(start);
    advance(2000);
    fireEvent.mouseDown(window);
    expect(Number(localStorage.getItem('greenbook.lastActivity'))).toBe(start + 5000);
    advance(INACTIVITY_MS.warning - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('logs out after 1.5 h with the persistent inactivity toast', async () => {
    render(
      <>
        <ToastHost theme="light" />
        <InactivityWatcher />
      </>,
    );
    advance(INACTIVITY_MS.logout);
    expect(useSessionStore.getState().token).toBeUndefined();
    vi.useRealTimers();
    expect(
      await screen.findByText('Session lost due to inactivity. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('adopts activity from another tab when it is more than 10 s newer', () => {
    render(<InactivityWatcher />);
    advance(INACTIVITY_MS.warning - 60_000);
    const otherTab = Date.now() - 5000;
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'greenbook.lastActivity', newValue: String(otherTab) }),
      );
    });
    advance(60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(INACTIVITY_MS.warning - 60_000 - 5000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  describe('after the machine slept (timers late)', () => {
    const sleep = (ms: number) => vi.setSystemTime(Date.now() + ms); // the clock moves, no timer runs

    it('logs out as soon as the tab is seen again past 1.5 h', () => {
      render(<InactivityWatcher />);
      sleep(2 * 60 * 60_000);
      expect(useSessionStore.getState().token).toBe('test-token');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(useSessionStore.getState().token).toBeUndefined();
    });

    it('shows the warning with the time really left when focused between 1 h and 1.5 h', () => {
      render(<InactivityWatcher />);
      sleep(70 * 60_000);
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(screen.getByRole('dialog', { name: 'Are you there?' })).toBeInTheDocument();
      expect(screen.getByText('20:00')).toBeInTheDocument();
    });

    it('logs out instead of warning when the warning timer itself fires past 1.5 h', () => {
      render(<InactivityWatcher />);
      sleep(INACTIVITY_MS.logout);
      advance(INACTIVITY_MS.warning);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(useSessionStore.getState().token).toBeUndefined();
    });
  });
});
