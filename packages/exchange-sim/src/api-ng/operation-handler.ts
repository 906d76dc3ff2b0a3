// The contract between the API-NG transports (JSON-RPC and REST) and the operations behind
// them: each operation is a handler taking already-normalised params and the caller's identity.
import type { AppKey } from '../identity/app-keys.js';
import type { Session } from '../identity/session-store.js';
import type { Simulator } from '../simulator.js';

export type ApiService = 'betting' | 'account' | 'heartbeat';

/** What an operation needs from the caller's headers before it runs. */
export type AuthRequirement =
  /** X-Application and a live session (X-Authentication or Authorization: BEARER). */
  | 'session'
  /** X-Application only (e.g. the OAuth token call, authorised by the vendor secret). */
  | 'appKey';

export interface OperationContext {
  readonly simulator: Simulator;
  /** The live session; present whenever the requirement is 'session'. */
  readonly session: Session | undefined;
  readonly appKey: AppKey;
}

export interface OperationHandler {
  readonly service: ApiService;
  readonly auth: AuthRequirement;
  /** Runs the operation; throws ApiError for an API exception (the transport makes the envelope). */
  run(params: Record<string, unknown>, context: OperationContext): unknown;
}

export type OperationTable = Readonly<Record<string, OperationHandler>>;
