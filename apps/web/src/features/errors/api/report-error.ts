// account-and-product §7 POST /logs/ and §8 "Rendering crash … an error report is sent": error
// name, message, path, version stamp, user agent, stack, component stack, stored and app state.
import { CLIENT_VERSION } from '@greenbook/trading';
import { productRequest } from '@/lib/api/product-api';
import { useSessionStore } from '@/lib/session/session-store';
import { storageSnapshot } from '@/lib/storage/local-storage';
import { useSettingsStore } from '@/lib/storage/settings-store';

export interface ErrorReport {
  readonly title: string;
  readonly description: string;
  readonly version: string;
  readonly path: string;
  readonly state: unknown;
  readonly storage: unknown;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The report's title: the error's name and message. */
export function errorTitle(error: unknown): string {
  const failure = asError(error);
  return `${failure.name}: ${failure.message}`.slice(0, 500);
}

export function buildErrorReport(error: unknown, componentStack?: string): ErrorReport {
  const failure = asError(error);
  const { user } = useSessionStore.getState();
  const { settings, isOnDatabase } = useSettingsStore.getState();
  const description = [
    `${failure.name}: ${failure.message}`,
    `User agent: ${navigator.userAgent}`,
    `Stack: ${failure.stack ?? '(none)'}`,
    `Component stack: ${componentStack ?? '(none)'}`,
  ].join('\n');
  return {
    title: errorTitle(failure),
    description: description.slice(0, 32 * 1024),
    version: CLIENT_VERSION,
    path: `${window.location.pathname}${window.location.search}`.slice(0, 2048),
    state: { user: user ?? null, isOnDatabase, settings },
    storage: storageSnapshot(),
  };
}

/** Errors already sent, so the window handlers do not send a crash the boundaries reported. */
const reported = new WeakSet<object>();

export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reported.has(error);
}

/** Sends the report; a failure to send is only logged (there is nowhere else to tell). */
export async function reportError(error: unknown, componentStack?: string): Promise<void> {
  if (typeof error === 'object' && error !== null) reported.add(error);
  try {
    await productRequest('/logs/', { method: 'POST', body: buildErrorReport(error, componentStack) });
  } catch (sendError) {
    console.error('error report not sent', sendError);
  }
}
