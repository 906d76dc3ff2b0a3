import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApp } from '@/app/testing/render-app';
import { SearchBox } from './search-box';

beforeEach(async () => {
  await resetApp();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderSearchBox(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  // Typing is one change event a keystroke: user-event waits on timers, which are fake here.
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const submit = () => fireEvent.submit(box.closest('form')!);
  return { router, box, type, submit };
}

const shownQuery = (router: ReturnType<typeof renderSearchBox>['router']) =>
  new URLSearchParams(router.state.location.search).get('q');

describe('search box debounce (500 ms)', () => {
  it('on the results page, searches what was typed once it has been still for 500 ms', () => {
    const { router, box, type } = renderSearchBox('/search?q=ars');
    expect(box).toHaveValue('ars');
    type('arse');
    type('arsenal');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(shownQuery(router)).toBe('ars');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownQuery(router)).toBe('arsenal');
    // The results page's query was replaced, not stacked word by word in the history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('waits for the typing to stop: each key starts the 500 ms again', () => {
    const { router, type } = renderSearchBox('/search?q=a');
    type('ar');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    type('ars');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(shownQuery(router)).toBe('a');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(shownQuery(router)).toBe('ars');
  });

  it('does nothing with empty text: clearing the box keeps the results', () => {
    const { router, type, submit } = renderSearchBox('/search?q=arsenal');
    type('');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(router.state.location.search).toBe('?q=arsenal');
    type('   ');
    submit();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(router.state.location.search).toBe('?q=arsenal');
  });

  it('off the results page, typing never leaves the page; Enter searches at once', () => {
    const { router, box, type, submit } = renderSearchBox('/market/1/1.5');
    expect(box).toHaveValue('');
    type('spurs');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(router.state.location.pathname).toBe('/market/1/1.5');
    submit();
    expect(router.state.location.pathname).toBe('/search');
    expect(shownQuery(router)).toBe('spurs');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it("shows the results page's text when it changes under it (Back, a link)", async () => {
    const { router, box } = renderSearchBox('/search?q=arsenal');
    await act(() => router.navigate('/search?q=spurs'));
    expect(box).toHaveValue('spurs');
    await act(() => router.navigate(-1));
    expect(box).toHaveValue('arsenal');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(shownQuery(router)).toBe('arsenal');
  });

  it('keeps the text short enough to search', () => {
    const { box } = renderSearchBox('/');
    expect(box).toHaveAttribute('maxLength', '100');
  });
});
