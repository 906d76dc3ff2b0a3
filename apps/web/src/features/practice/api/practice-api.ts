// The product server's practice routes (apps/server README "Practice"), with the trader's token.
// Every answer is checked (zod/mini) before anything is drawn from it.
import { REQUEST_TIMEOUTS_MS } from '@greenbook/trading';
import { z } from 'zod/mini';
import { useSessionStore } from '@/lib/session/session-store';

export const PRACTICE_SPEEDS = ['1', '2', '5', '10', 'max'] as const;
export type PracticeSpeed = 1 | 2 | 5 | 10 | 'max';

const time = z.number().check(z.refine(Number.isFinite));
const cents = z.number().check(z.int());

const practiceState = z.object({
  sessionId: z.uuid(),
  runNumber: z.number().check(z.int()),
  marketId: z.string().check(z.regex(/^\d+\.\d+$/)),
  marketName: z.string(),
  eventId: z.string().check(z.regex(/^\d+$/)),
  eventName: z.string(),
  eventTypeId: z.string(),
  marketStatus: z.string(),
  currencyCode: z.string().check(z.regex(/^[A-Z]{3}$/)),
  speed: z.union([z.literal(1), z.literal(2), z.literal(5), z.literal(10), z.literal('max')]),
  playing: z.boolean(),
  position: z.object({ from: time, to: time, at: time, finished: z.boolean() }),
});
export type PracticeState = z.infer<typeof practiceState>;

const practiceBet = z.object({
  betId: z.string(),
  selectionId: z.number(),
  runnerName: z.string(),
  side: z.enum(['BACK', 'LAY']),
  price: z.number(),
  sizeCents: cents,
  placedAt: time,
  matchedCents: cents,
  remainingCents: cents,
  cancelledCents: cents,
  lapsedCents: cents,
  fills: z.array(z.object({ at: time, price: z.number(), sizeCents: cents })),
  timeToMatchMs: z.optional(time),
});
export type PracticeBet = z.infer<typeof practiceBet>;

const practiceReport = z.object({
  currencyCode: z.string(),
  startingBalanceCents: cents,
  balanceCents: cents,
  settled: z.boolean(),
  pnlCents: cents,
  bets: z.array(practiceBet),
  pnl: z.array(z.object({ at: time, pnlCents: cents })),
  averageTimeToMatchMs: z.optional(time),
});
export type PracticeReport = z.infer<typeof practiceReport>;

/** A refused practice call: the server's message when it gave one (a bad file says why). */
export class PracticeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PracticeApiError';
  }
}

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  const { token, tokenType } = useSessionStore.getState();
  const headers = new Headers(init.headers);
  if (token !== undefined) headers.set('Authorization', `${tokenType.toUpperCase()} ${token}`);
  headers.set('Accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(`/api/practice${path}`, {
      ...init,
      headers,
      // An upload of a large file may take longer than an ordinary call.
      signal: AbortSignal.timeout(REQUEST_TIMEOUTS_MS.exchange * 8),
    });
  } catch (error) {
    throw new PracticeApiError(0, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : `HTTP ${response.status}`;
    throw new PracticeApiError(response.status, message);
  }
  return body;
}

/** The trader's practice session, or undefined when they have none (204; 404 from older servers). */
export async function getPracticeState(): Promise<PracticeState | undefined> {
  try {
    const body = await call('/session');
    return body === undefined ? undefined : practiceState.parse(body);
  } catch (error) {
    if (error instanceof PracticeApiError && error.status === 404) return undefined;
    throw error;
  }
}

export async function uploadPracticeFile(file: Blob): Promise<PracticeState> {
  return practiceState.parse(
    await call('/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    }),
  );
}

export type PracticeControl =
  | { readonly action: 'play' | 'pause' | 'restart' }
  | { readonly action: 'speed'; readonly speed: PracticeSpeed }
  | { readonly action: 'seek'; readonly at: number };

export async function controlPractice(control: PracticeControl): Promise<PracticeState> {
  return practiceState.parse(
    await call('/session/controls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(control),
    }),
  );
}

export async function getPracticeReport(): Promise<PracticeReport> {
  return practiceReport.parse(await call('/session/report'));
}

export async function endPractice(): Promise<void> {
  await call('/session', { method: 'DELETE' });
}
