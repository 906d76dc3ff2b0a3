// The visible connection state (trading-core §8–§9) of the two streams. Each stream keeps its own
// state from its session's events, and the user sees the worse of the two: prices without orders
// (or orders without prices) are not "live", so an answered market resubscription does not show
// "live" while the order stream is still reconnecting.
import type { SessionEvent } from '@greenbook/betfair';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'delayed' | 'failed' | 'stopped';

/**
 * Best to worst: slow data (503) beats no data yet, a lost link that is being retried beats a
 * first connection, and a stream given up on is worst. Both streams stop together.
 */
const RANK: Readonly<Record<ConnectionState, number>> = {
  live: 0,
  delayed: 1,
  connecting: 2,
  reconnecting: 3,
  failed: 4,
  stopped: 5,
};

export function worseState(a: ConnectionState, b: ConnectionState): ConnectionState {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * A stream's state after one of its session's events; undefined leaves it as it was. A refused
 * subscription or an error status means the stream delivers nothing: it shows as disconnected
 * ('failed') until a reconnection answers a subscription again (the exchange closes the
 * connection with such errors, so 'reconnecting' usually follows).
 */
export function streamStateAfter(event: SessionEvent): ConnectionState | undefined {
  switch (event.type) {
    case 'subscribed':
    case 'recovered':
    case 'reconnected':
      return 'live';
    case 'reconnecting':
    case 'silent':
      return 'reconnecting';
    case 'delayed':
      return 'delayed';
    case 'failed':
    case 'subscriptionFailed':
    case 'authenticationFailed':
    case 'subscriptionRefused':
    case 'statusError':
      return 'failed';
    default:
      return undefined;
  }
}
