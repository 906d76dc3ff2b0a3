import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { TOAST_DURATIONS_MS } from '@greenbook/trading';
import { dismissToast, notify } from './notify';

describe('toast auto-close (account-and-product §8: 5 s unless persistent)', () => {
  let dismissed: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    dismissed = vi.spyOn(toast, 'dismiss');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('closes a toast 5 s after it shows', () => {
    const id = notify('info', 'Hello');
    vi.advanceTimersByTime(TOAST_DURATIONS_MS.default - 1);
    expect(dismissed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismissed).toHaveBeenCalledWith(id);
  });

  it('starts the 5 s again when a toast is replaced under its id', () => {
    vi.spyOn(toast, 'isActive').mockReturnValue(true);
    vi.spyOn(toast, 'update').mockImplementation(() => undefined);
    notify('success', 'first bet', { id: 'bet' });
    vi.advanceTimersByTime(3_000);
    notify('success', 'second bet', { id: 'bet' });
    vi.advanceTimersByTime(TOAST_DURATIONS_MS.default - 1);
    expect(dismissed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(dismissed).toHaveBeenCalledWith('bet');
  });

  it('keeps a persistent toast, and honours its own time when given', () => {
    notify('error', 'Stays', { persistent: true, id: 'stays' });
    notify('warning', 'Eight seconds', { autoCloseMs: TOAST_DURATIONS_MS.maxLaddersWarning, id: 'eight' });
    vi.advanceTimersByTime(TOAST_DURATIONS_MS.default);
    expect(dismissed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TOAST_DURATIONS_MS.maxLaddersWarning);
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(dismissed).toHaveBeenCalledWith('eight');
  });

  it('a toast closed by hand is not closed again by its timer', () => {
    notify('info', 'Closed early', { id: 'early' });
    dismissToast('early');
    vi.advanceTimersByTime(TOAST_DURATIONS_MS.default);
    expect(dismissed).toHaveBeenCalledTimes(1);
  });
});
