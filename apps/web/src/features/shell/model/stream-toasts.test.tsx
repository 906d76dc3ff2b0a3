import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '@/app/testing/render-app';
import { ToastHost } from '@/lib/toasts/toast-host';
import { createStreamEventHandler } from './stream-toasts';

beforeEach(async () => {
  await resetApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function setUp() {
  const actions = { loseSession: vi.fn(), report: vi.fn() };
  render(<ToastHost theme="light" />);
  return { actions, handle: createStreamEventHandler(actions) };
}

describe('stream toasts (trading-core §8 Streams)', () => {
  it('warns on 503 delay and tells when it is back to full speed', async () => {
    const { handle } = setUp();
    act(() => handle('market', { type: 'delayed' }));
    expect(
      await screen.findByText(
        'Betfair Stream API is experiencing some delay. It is not safe to keep using this software right now.',
      ),
    ).toBeInTheDocument();
    act(() => handle('market', { type: 'recovered' }));
    expect(await screen.findByText(/back to full speed/)).toBeInTheDocument();
  });

  it('keeps the delay warning while the other stream is still delayed', async () => {
    const { handle } = setUp();
    act(() => {
      handle('market', { type: 'delayed' });
      handle('order', { type: 'delayed' });
      handle('market', { type: 'recovered' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/back to full speed/)).not.toBeInTheDocument();
    expect(screen.getByText(/experiencing some delay/)).toBeInTheDocument();
    act(() => handle('order', { type: 'recovered' }));
    expect(await screen.findByText(/back to full speed/)).toBeInTheDocument();
  });

  it('warns about reconnects only after more than 2 attempts, then tells when back', async () => {
    const { handle } = setUp();
    act(() => {
      handle('order', { type: 'reconnecting', attempt: 1 });
      handle('order', { type: 'reconnecting', attempt: 2 });
    });
    expect(screen.queryByText(/Trying to reconnect/)).not.toBeInTheDocument();
    act(() => handle('order', { type: 'reconnecting', attempt: 3 }));
    expect(await screen.findByText(/Trying to reconnect/)).toBeInTheDocument();
    act(() => handle('order', { type: 'reconnected', attempts: 3 }));
    expect(
      await screen.findByText(
        'Internet connection is back to full speed. It is safe to use this software again.',
      ),
    ).toBeInTheDocument();
  });

  it('gives up: persistent error and report after failed reconnects; logout after failed resubscription', async () => {
    const { handle, actions } = setUp();
    act(() => handle('market', { type: 'failed', attempts: 10 }));
    expect(await screen.findByText(/Cannot connect to the exchange/)).toBeInTheDocument();
    expect(actions.report).toHaveBeenCalledTimes(1);
    act(() => handle('market', { type: 'subscriptionRetry', attempt: 1 }));
    expect(await screen.findByText(/Trying to re-Subscribe Markets/)).toBeInTheDocument();
    act(() => handle('market', { type: 'subscriptionFailed' }));
    expect(actions.loseSession).toHaveBeenCalledTimes(1);
    expect(actions.report).toHaveBeenCalledTimes(2);
  });

  it('retries the order subscription without the market text, and logs out when it gives up', async () => {
    const { handle, actions } = setUp();
    act(() => handle('order', { type: 'subscriptionRetry', attempt: 1 }));
    expect(screen.queryByText(/re-Subscribe Markets/)).not.toBeInTheDocument();
    act(() => handle('order', { type: 'subscriptionFailed' }));
    expect(
      await screen.findByText(
        'Session lost: the stream of your bets stopped responding, possibly because of a firewall. Please login again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/price stream/)).not.toBeInTheDocument();
    expect(actions.report).toHaveBeenCalledTimes(1);
    expect(actions.loseSession).toHaveBeenCalledTimes(1);
  });
});
