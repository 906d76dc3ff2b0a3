// The signed-in caller of an operation: its session resolved to an exchange account. Operations
// that need a session are built with `sessionOperation`, so none of them handles a missing one.
import type { SimAccount } from '../core/accounts.js';
import { ApiError } from '../core/api-error.js';
import type { Exchange } from '../core/exchange.js';
import type { AppKey } from '../identity/app-keys.js';
import type { Session } from '../identity/session-store.js';
import type { Simulator } from '../simulator.js';
import type { ApiService, OperationContext, OperationHandler } from './operation-handler.js';
import type { Params } from './params.js';

export interface Caller {
  readonly simulator: Simulator;
  readonly exchange: Exchange;
  readonly session: Session;
  readonly account: SimAccount;
  readonly appKey: AppKey;
}

export function callerOf(context: OperationContext): Caller {
  const { session, simulator } = context;
  const account = session === undefined ? undefined : simulator.exchange.accounts.get(session.accountId);
  // The transport resolves the session before a 'session' operation runs; an account that has
  // gone since is a stale session.
  if (session === undefined || account === undefined) throw new ApiError('INVALID_SESSION_INFORMATION');
  return { simulator, exchange: simulator.exchange, session, account, appKey: context.appKey };
}

export function sessionOperation(
  service: ApiService,
  run: (params: Params, caller: Caller) => unknown,
): OperationHandler {
  return { service, auth: 'session', run: (params, context) => run(params, callerOf(context)) };
}
