// What the dead-man's switch is doing now (issue 21 §3): written by its heartbeat runner, read by the
// header indicator and the settings panel. Nothing here is persisted: it describes this page only.
import { create } from 'zustand';

export type HeartbeatStatus =
  | { readonly state: 'off' }
  | { readonly state: 'starting' }
  /** The exchange accepted the last heartbeat and will cancel after actualTimeoutSeconds. */
  | { readonly state: 'on'; readonly actualTimeoutSeconds: number }
  /** The last heartbeat failed; the exchange's watch runs out actualTimeoutSeconds after the last good one. */
  | { readonly state: 'failing'; readonly actualTimeoutSeconds: number; readonly error: string };

export const useHeartbeatStatus = create<{
  readonly status: HeartbeatStatus;
  set(status: HeartbeatStatus): void;
}>()((set) => ({
  status: { state: 'off' },
  set: (status) => set({ status }),
}));
