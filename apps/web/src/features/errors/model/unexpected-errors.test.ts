import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type FetchStub } from '@/app/testing/fetch-stub';
import { resetApp } from '@/app/testing/render-app';
import { reportError } from '../api/report-error';
import { startUnexpectedErrorReports, UNEXPECTED_REPORTS_PER_MINUTE } from './unexpected-errors';

let fetch: FetchStub;
let stop: () => void;

beforeEach(async () => {
  await resetApp();
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fetch = stubFetch([['POST', '/api/logs/', { status: 201, body: { id: 1 } }]]);
  stop = startUnexpectedErrorReports();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function throwOutsideRendering(error: Error): void {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

function rejectUnhandled(reason: unknown): void {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.assign(event, { reason });
  window.dispatchEvent(event);
}

const titles = () =>
  fetch.callsTo('/api/logs/', 'POST').map((call) => (call.body as { title: string }).title);

describe('unexpected errors (account-and-product §8)', () => {
  it('sends an error thrown outside rendering and an unhandled rejection to the support log call', async () => {
    throwOutsideRendering(new TypeError('x is undefined'));
    rejectUnhandled(new Error('the promise failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(titles()).toEqual(['TypeError: x is undefined', 'Error: the promise failed']);
  });

  it('does not send again an error a crash boundary already reported', async () => {
    const crash = new Error('the view broke');
    throwOutsideRendering(crash);
    void reportError(crash); // the boundary, in the same task
    await vi.advanceTimersByTimeAsync(0);
    expect(titles()).toEqual(['Error: the view broke']);
  });

  it('sends an error thrown in a loop once a minute, and only a few different ones', async () => {
    for (let frame = 0; frame < 100; frame += 1) throwOutsideRendering(new Error('every frame'));
    for (let index = 0; index < 20; index += 1) rejectUnhandled(new Error(`failure ${index}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(titles()).toHaveLength(UNEXPECTED_REPORTS_PER_MINUTE);
    expect(titles().filter((title) => title === 'Error: every frame')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(60_000);
    throwOutsideRendering(new Error('every frame'));
    await vi.advanceTimersByTimeAsync(0);
    expect(titles().filter((title) => title === 'Error: every frame')).toHaveLength(2);
  });

  it('ignores browser notices that are not failures', async () => {
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(titles()).toEqual([]);
  });
});
