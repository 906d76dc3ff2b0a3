// Component tests: DOM matchers, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { HANG_BOUND_MS } from './eventually';
import { leaveAsFreshPage } from './fresh-page';

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

// The web app's tests never reach a network. A test stubs fetch (vi.stubGlobal) and unstubs it
// after, which restores this one: a request still on its way from the last test's app (a poll, a
// retry) then gets a plain refusal instead of the real fetch's connection error, which the app reads
// as 'no response', a lost session, and which signed the next test's user out under load.
const NO_NETWORK_STATUS = 501;
Object.assign(globalThis, {
  fetch: (): Promise<Response> =>
    Promise.resolve(
      new Response(JSON.stringify({ error: 'this test did not stub fetch' }), {
        status: NO_NETWORK_STATUS,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
});

// findBy* and waitFor wait for the DOM; their 1 s default measured the machine's speed.
configure({ asyncUtilTimeout: HANG_BOUND_MS });

afterEach(() => {
  cleanup();
});

// The files of a worker run one after another on the same modules (vitest.config.ts): each leaves
// the next a fresh page, as it would find in a worker of its own.
afterAll(() => {
  leaveAsFreshPage();
});
