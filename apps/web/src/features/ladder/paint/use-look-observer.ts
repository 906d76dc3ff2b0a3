// Calls `measure` when what a painted look is read from may have changed: the element's size (the
// sliders, the window, the sidebar), the theme, density or language on <html>, and the screen's
// pixel ratio (browser zoom, a window moved to another screen). No `measure`: nothing is painted.
import { useEffect, type RefObject } from 'react';

export function useLookObserver(
  element: RefObject<HTMLElement | null>,
  measure: (() => void) | undefined,
): void {
  useEffect(() => {
    const target = element.current;
    if (target === null || measure === undefined) return undefined;
    const resize = new ResizeObserver(() => measure());
    resize.observe(target);
    const theme = new MutationObserver(() => measure());
    theme.observe(document.documentElement, { attributes: true });
    let ratio = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    const onRatio = () => {
      ratio.removeEventListener('change', onRatio);
      ratio = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      ratio.addEventListener('change', onRatio);
      measure();
    };
    ratio.addEventListener('change', onRatio);
    return () => {
      resize.disconnect();
      theme.disconnect();
      ratio.removeEventListener('change', onRatio);
    };
  }, [element, measure]);
}
