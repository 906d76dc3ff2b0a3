// The sticky header's height as the page-wide CSS variable --shell-header-height, kept current as
// the header wraps onto a second row or collapses: what sticks beneath it (the market screen's
// sidebar, components/ui/collapsible-sidebar) starts there instead of sliding under it.
import { useEffect, type RefObject } from 'react';

export const HEADER_HEIGHT_VARIABLE = '--shell-header-height';

export function useHeaderHeightVariable(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEADER_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [header]);
}
