// Component tests: DOM matchers, and a clean DOM between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { HANG_BOUND_MS } from './eventually';

// findBy* and waitFor wait for the DOM; their 1 s default measured the machine's speed.
configure({ asyncUtilTimeout: HANG_BOUND_MS });

afterEach(() => {
  cleanup();
});
