// Practice sessions under concurrent uploads: one trader's two files at once leave one session and
// no run behind it (each run is a small exchange with its own stream port), and the limit counts
// the sessions still starting.
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { parseHistoricalBytes } from '@greenbook/exchange-sim';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRACTICE_SESSIONS, PracticeLimitError, PracticeSessions } from './practice-sessions.js';

const PRO_FILE = new URL(
  '../../../../../shared/acceptance-data/historical/PRO-1.206064380.gz',
  import.meta.url,
);

let file: ReturnType<typeof parseHistoricalBytes>;
let sessions: PracticeSessions | undefined;

beforeAll(async () => {
  file = parseHistoricalBytes(await readFile(PRO_FILE), 'file', 256 * 1024 * 1024);
});
afterEach(async () => {
  await sessions?.close();
  sessions = undefined;
});

const opening = (vendorId: string) => ({ vendorId, file, currencyCode: 'GBP' as const, appKey: 'k' });

/** Whether something accepts a connection on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('practice sessions', () => {
  it("keep one session of a trader's two uploads at once, and stop the other's run", async () => {
    sessions = new PracticeSessions();
    const [first, second] = await Promise.all([sessions.open(opening('v1')), sessions.open(opening('v1'))]);
    const kept = sessions.of('v1');
    expect([first, second]).toContain(kept);
    const dropped = kept === first ? second : first;
    expect(await listening(kept!.run.streamPort)).toBe(true);
    expect(await listening(dropped.run.streamPort)).toBe(false);
  });

  it('count the sessions still starting against the limit', async () => {
    sessions = new PracticeSessions();
    const opens = Array.from({ length: MAX_PRACTICE_SESSIONS + 1 }, (_, index) =>
      sessions!.open(opening(`v${index}`)),
    );
    const outcomes = await Promise.allSettled(opens);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(PracticeLimitError);
  });
});
