// Waiting in component tests: for what the DOM or a store shows, never for a duration. The limit
// only bounds a hang; vi.waitFor's own 1 s default fails on a machine saturated by other work.
import { vi } from 'vitest';

/** How long a wait may take before the test counts as hung. */
export const HANG_BOUND_MS = 30_000;

/** Retries `assertion` (real timers, even under fake ones) until it passes. */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: HANG_BOUND_MS });
}
