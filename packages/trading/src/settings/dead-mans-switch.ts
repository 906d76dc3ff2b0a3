// Issue 21 §3: the dead-man's switch setting. Betfair's Heartbeat API (betfair-protocol §4.4) cancels
// every unmatched bet of the account when no heartbeat arrives within the agreed timeout; the
// exchange clamps the preferred timeout to 10..300 s (whole seconds, rounded) and 0 switches it off.
import { z } from 'zod/mini';

/** The timeouts Betfair accepts (betfair-protocol §4.4; the embedded exchange clamps to the same). */
export const DEAD_MANS_SWITCH_BOUNDS = { minSeconds: 10, maxSeconds: 300 } as const;

/** Off, with a minute ready for when the trader turns it on (a choice: long enough to ride out a blip). */
export const DEFAULT_DEAD_MANS_SWITCH = { enabled: false, timeoutSeconds: 60 } as const;

export interface DeadMansSwitchSetting {
  readonly enabled: boolean;
  readonly timeoutSeconds: number;
}

/** A whole number of seconds in Betfair's range. */
export function isDeadMansSwitchTimeout(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= DEAD_MANS_SWITCH_BOUNDS.minSeconds &&
    value <= DEAD_MANS_SWITCH_BOUNDS.maxSeconds
  );
}

export const deadMansSwitchSchema = z.strictObject({
  enabled: z.boolean(),
  timeoutSeconds: z.number().check(
    z.refine(isDeadMansSwitchTimeout, {
      error: `must be a whole number of seconds from ${DEAD_MANS_SWITCH_BOUNDS.minSeconds} to ${DEAD_MANS_SWITCH_BOUNDS.maxSeconds}`,
    }),
  ),
});

/** What the heartbeat asks for: the chosen timeout while on, 0 (Betfair's "switch off") while off. */
export function preferredTimeoutSeconds(setting: DeadMansSwitchSetting): number {
  return setting.enabled ? setting.timeoutSeconds : 0;
}

/**
 * How often to beat for the timeout the exchange granted: every third of it, so two heartbeats in a
 * row may be lost or late before the switch fires.
 */
export function heartbeatIntervalMs(actualTimeoutSeconds: number): number {
  return Math.max(1, Math.floor((actualTimeoutSeconds * 1000) / 3));
}
