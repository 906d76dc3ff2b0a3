import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laddersForWidth } from '@greenbook/trading';
import { useWidthRule } from './use-width-rule';

function resizeTo(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

describe('useWidthRule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
  });
  afterEach(() => {
    vi.useRealTimers();
    window.innerWidth = 1024;
  });

  it("gives the rule's value for the window's width at once", () => {
    const { result } = renderHook(() => useWidthRule(laddersForWidth, 100));
    expect(result.current).toBe(2);
  });

  it('follows a resize once the window has kept its size for the debounce', () => {
    const { result } = renderHook(() => useWidthRule(laddersForWidth, 100));
    act(() => resizeTo(390));
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(result.current).toBe(2);
    // Still moving: the wait starts again, and only the width it settles at counts.
    act(() => resizeTo(2200));
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(result.current).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(4);
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useWidthRule(laddersForWidth, 100));
    unmount();
    act(() => resizeTo(390));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(2);
  });
});
