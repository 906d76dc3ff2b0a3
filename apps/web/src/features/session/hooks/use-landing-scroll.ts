// account-and-product §2 landing page: /index#prices (and /#prices) jumps to the prices block, and
// a parallax effect applies while the scroll is under 900 px (§9 breakpoints).
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** §9 "900 px landing parallax". */
export const PARALLAX_LIMIT_PX = 900;
/** How far the hero's backdrop moves per pixel scrolled (not in the spec: a gentle drift). */
export const PARALLAX_RATE = 0.4;
export const PARALLAX_PROPERTY = '--landing-parallax';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The page is drawn only once the geo lookup answered, after the browser looked for the fragment:
 * the block named by the address's hash is scrolled to once it is on the page.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/**
 * Moves the element's backdrop with the scroll through a CSS property (a transform in the style
 * sheet, so no layout), once per frame from a passive listener; nothing when the person asked for
 * reduced motion.
 */
export function useParallax(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (element === null || prefersReducedMotion()) return undefined;
    let frame: number | undefined;
    let applied: number | undefined;
    const apply = () => {
      frame = undefined;
      const offset = Math.round(Math.min(window.scrollY, PARALLAX_LIMIT_PX) * PARALLAX_RATE);
      if (offset === applied) return;
      applied = offset;
      element.style.setProperty(PARALLAX_PROPERTY, `${offset}px`);
    };
    const onScroll = () => {
      frame ??= requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [ref]);
}
