// Runs one API-NG operation for either transport: finds it in the service's table, checks the
// headers, bounds the params' nesting, normalises them (§1.7), refuses parameters the operation
// does not take (DSC-0018) and turns every failure into an outcome the transport renders as its
// own envelope. Only a bug in an operation becomes an 'internal' outcome.
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../core/api-error.js';
import type { Simulator } from '../../simulator.js';
import type { ApiService, OperationTable } from '../operation-handler.js';
import { unknownParam } from '../operation-params.js';
import { isRecord, MAX_PARAMS_DEPTH, MissingParamError, nestsWithin, withoutNulls } from '../params.js';
import { authenticate } from './authenticate.js';

export type Outcome =
  | { readonly kind: 'result'; readonly result: unknown }
  | { readonly kind: 'unknown-operation' }
  | { readonly kind: 'bad-params'; readonly reason: string }
  | { readonly kind: 'exception'; readonly errorCode: string; readonly errorDetails: string }
  | { readonly kind: 'internal'; readonly error: unknown };

export interface DispatchRequest {
  readonly service: ApiService;
  readonly operation: string;
  /** The raw params: undefined when the request carried none. */
  readonly params: unknown;
  readonly headers: IncomingHttpHeaders;
}

export async function dispatch(
  simulator: Simulator,
  table: OperationTable,
  request: DispatchRequest,
): Promise<Outcome> {
  const handler = Object.hasOwn(table, request.operation) ? table[request.operation] : undefined;
  if (handler?.service !== request.service) return { kind: 'unknown-operation' };
  try {
    const identity = authenticate(simulator, request.headers, handler.auth);
    if (!nestsWithin(request.params, MAX_PARAMS_DEPTH)) {
      throw new ApiError('INVALID_INPUT_DATA', `params nest deeper than ${MAX_PARAMS_DEPTH} levels`);
    }
    const params = withoutNulls(request.params ?? {});
    if (!isRecord(params)) return { kind: 'bad-params', reason: 'params must be an object' };
    const unknown = unknownParam(request.operation, params);
    if (unknown !== undefined) return { kind: 'bad-params', reason: `${unknown} is not a parameter` };
    const result: unknown = await handler.run(params, { simulator, ...identity });
    return { kind: 'result', result };
  } catch (error) {
    if (error instanceof ApiError) {
      return { kind: 'exception', errorCode: error.errorCode, errorDetails: error.errorDetails };
    }
    if (error instanceof MissingParamError) return { kind: 'bad-params', reason: error.message };
    console.error(`API-NG ${request.operation} failed`, error);
    return { kind: 'internal', error };
  }
}

/** Parses a request body; undefined for an empty one. */
export function parseBody(body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (body === undefined || body === null) return { ok: true, value: undefined };
  if (typeof body !== 'string') return { ok: true, value: body };
  if (body.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}
