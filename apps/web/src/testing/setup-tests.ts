// Component tests: DOM matchers, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { HANG_BOUND_MS } from './eventually';

// Layout APIs jsdom lacks and the Radix primitives call (jsdom lays nothing out, so nothing is
// ever resized or scrolled): present, doing nothing, as a page without layout would.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
Object.assign(Element.prototype, {
  scrollIntoView: () => undefined,
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
});

// findBy* and waitFor wait for the DOM; their 1 s default measured the machine's speed.
configure({ asyncUtilTimeout: HANG_BOUND_MS });

afterEach(() => {
  cleanup();
});
