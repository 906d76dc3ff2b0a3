// The heartbeat API's dead man's switch (betfair-protocol §4.4): each session that sends a
// heartbeat is watched for the agreed timeout on the simulated clock; when no further heartbeat
// arrives in time every unmatched bet of its account is cancelled, and the next heartbeat reports
// what was done. 0 unregisters; timeouts are clamped to 10..300 seconds.
import type { ActionPerformed, HeartbeatReport } from '@greenbook/betfair';
import { cancelOrders } from '../../core/amend-orders.js';
import { ApiError } from '../../core/api-error.js';
import type { Exchange } from '../../core/exchange.js';
import type { Session } from '../../identity/session-store.js';

export const HEARTBEAT_TIMEOUT_BOUNDS = { minSeconds: 10, maxSeconds: 300 } as const;

interface Watch {
  readonly stop: () => void;
}

export class DeadMansSwitch {
  private readonly watches = new Map<string, Watch>();
  /** What the switch did since the session's last heartbeat. */
  private readonly actions = new Map<string, ActionPerformed>();

  constructor(private readonly exchange: Exchange) {}

  heartbeat(session: Session, preferredTimeoutSeconds: number): HeartbeatReport {
    if (preferredTimeoutSeconds < 0) {
      throw new ApiError('INVALID_INPUT_DATA', 'preferredTimeoutSeconds must not be negative');
    }
    const actionPerformed = this.actions.get(session.token) ?? 'NONE';
    this.actions.delete(session.token);
    this.watches.get(session.token)?.stop();
    this.watches.delete(session.token);
    if (preferredTimeoutSeconds === 0) return { actionPerformed, actualTimeoutSeconds: 0 };
    const seconds = Math.min(
      HEARTBEAT_TIMEOUT_BOUNDS.maxSeconds,
      Math.max(HEARTBEAT_TIMEOUT_BOUNDS.minSeconds, Math.round(preferredTimeoutSeconds)),
    );
    const stop = this.exchange.clock.schedule(seconds * 1000, () => {
      this.watches.delete(session.token);
      this.actions.set(session.token, this.cancelAll(session.accountId));
    });
    this.watches.set(session.token, { stop });
    return { actionPerformed, actualTimeoutSeconds: seconds };
  }

  private cancelAll(accountId: string): ActionPerformed {
    try {
      const report = cancelOrders(this.exchange, accountId, {});
      return report.instructionReports.every((r) => r.status === 'SUCCESS')
        ? 'ALL_BETS_CANCELLED'
        : 'SOME_BETS_NOT_CANCELLED';
    } catch (error) {
      console.error('dead man’s switch could not cancel bets', error);
      return 'CANCELLATION_REQUEST_ERROR';
    }
  }
}
