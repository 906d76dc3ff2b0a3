import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeInterfaceLanguage, initI18n } from '@/lib/i18n/i18n';
import { MarketStatusText } from './market-status-text';

const START = Date.UTC(2026, 0, 1, 15);

beforeEach(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MarketStatusText', () => {
  it('counts DELAY up every second, re-rendering only the clock', () => {
    vi.useFakeTimers({ now: START + 65_000 });
    let listRenders = 0;
    function List() {
      listRenders += 1;
      return (
        <MarketStatusText label={{ kind: 'DELAY', elapsedSeconds: 60, clock: '01:00' }} startTime={START} />
      );
    }
    render(<List />);
    expect(screen.getByText('DELAY 01:05')).toBeInTheDocument();
    const before = listRenders;
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('DELAY 01:06')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('DELAY 01:07')).toBeInTheDocument();
    expect(listRenders).toBe(before);
  });

  it("shows an outright's clock with its start, and the labels in the user's language", async () => {
    const { rerender } = render(
      <MarketStatusText label={{ kind: 'CLOCK', marketStartTime: START }} startTime={START} />,
    );
    const time = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(START);
    expect(time).toMatch(/^\d{1,2} [A-Z][a-z]{2}, \d\d:\d\d$/u); // British: the day before the month
    const clock = screen.getByText(time);
    expect(clock.querySelector('svg')).not.toBeNull(); // a drawn clock beside the start
    expect(clock).toHaveTextContent(new RegExp(`^${time}$`));
    await act(() => changeInterfaceLanguage('pt'));
    rerender(<MarketStatusText label={{ kind: 'STATUS', status: 'SUSPENDED' }} startTime={START} />);
    expect(screen.getByText('SUSPENSO')).toBeInTheDocument();
    rerender(<MarketStatusText label={{ kind: 'GOING_LIVE' }} startTime={START} />);
    expect(screen.getByText('vai ao vivo')).toBeInTheDocument();
  });
});
