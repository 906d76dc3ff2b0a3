// account-and-product §8 "Unexpected errors: Sent to the support log call": errors thrown outside
// rendering (event handlers, timers, rejected promises nobody awaited) reach the window, and are
// reported from there. Crashes the boundaries already reported are not sent twice, and a loop
// throwing the same error on every frame sends it once a minute, a few reports at most.
import { isPageUnloading } from '@/lib/session/page-unload';
import { errorTitle, reportError, wasReported } from '../api/report-error';

/** Not in the spec: enough to see what went wrong, too few to flood the log call. */
export const UNEXPECTED_REPORTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

/** Browser notices that are not failures of the application. */
const NOISE = [/^ResizeObserver loop/, /^Script error\.?$/];

/** Whether this report may go now: one per title and a few in all per minute. */
export function createReportThrottle(now: () => number = Date.now): (title: string) => boolean {
  let windowStart = Number.NEGATIVE_INFINITY;
  const titles = new Set<string>();
  return (title) => {
    if (now() - windowStart >= MINUTE_MS) {
      windowStart = now();
      titles.clear();
    }
    if (titles.size >= UNEXPECTED_REPORTS_PER_MINUTE || titles.has(title)) return false;
    titles.add(title);
    return true;
  };
}

/** Listens for uncaught errors and unhandled rejections; returns the stop. */
export function startUnexpectedErrorReports(): () => void {
  const allowed = createReportThrottle();
  const consider = (error: unknown) => {
    // Rejections while the page is left are the browser aborting requests, not failures.
    if (isPageUnloading()) return;
    // After the current task: a boundary catching the same error reports it first.
    setTimeout(() => {
      if (wasReported(error)) return;
      const title = errorTitle(error);
      if (NOISE.some((pattern) => pattern.test(title.replace(/^\w+: /, '')))) return;
      if (allowed(title)) void reportError(error);
    }, 0);
  };
  const onError = (event: ErrorEvent) => consider(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => consider(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
