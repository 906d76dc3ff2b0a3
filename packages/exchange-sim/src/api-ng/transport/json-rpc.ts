// API-NG over JSON-RPC (betfair-protocol §1.2, §1.5): one request object or a batch array, every
// answer HTTP 200 — clients such as betfairlightweight reject any other status (§1.4).
import {
  JSON_RPC_ERROR_CODES,
  JSON_RPC_ERROR_MESSAGES,
  JSON_RPC_METHOD_PREFIXES,
  type JsonRpcErrorObject,
  type JsonRpcId,
} from '@greenbook/betfair';
import type { IncomingHttpHeaders } from 'node:http';
import type { Simulator } from '../../simulator.js';
import type { ApiService, OperationTable } from '../operation-handler.js';
import { isRecord } from '../params.js';
import { dispatch, parseBody, type Outcome } from './dispatch.js';
import { serviceException } from './exceptions.js';

/**
 * Message of a JSON-RPC parse error. The reference gives only the code (-32700); "DSC-0008" is
 * the code Betfair's framework uses for a JSON body it cannot parse [?].
 */
export const PARSE_ERROR_MESSAGE = 'DSC-0008';

type JsonRpcReply = { jsonrpc: '2.0'; id: JsonRpcId } & ({ result: unknown } | { error: JsonRpcErrorObject });

const errorReply = (id: JsonRpcId, error: JsonRpcErrorObject): JsonRpcReply => ({
  jsonrpc: '2.0',
  error,
  id,
});

function idOf(request: Readonly<Record<string, unknown>>): JsonRpcId {
  const id = request.id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

function reply(service: ApiService, id: JsonRpcId, outcome: Outcome): JsonRpcReply {
  switch (outcome.kind) {
    case 'result':
      return { jsonrpc: '2.0', result: outcome.result, id };
    case 'unknown-operation':
      return errorReply(id, {
        code: JSON_RPC_ERROR_CODES.METHOD_NOT_FOUND,
        message: JSON_RPC_ERROR_MESSAGES.METHOD_NOT_FOUND,
      });
    case 'bad-params':
      return errorReply(id, {
        code: JSON_RPC_ERROR_CODES.INVALID_PARAMS,
        message: JSON_RPC_ERROR_MESSAGES.INVALID_PARAMS,
      });
    case 'exception': {
      const { message, data } = serviceException(service, outcome.errorCode, outcome.errorDetails);
      return errorReply(id, { code: JSON_RPC_ERROR_CODES.APPLICATION_EXCEPTION, message, data });
    }
    case 'internal': {
      const { message, data } = serviceException(service, 'UNEXPECTED_ERROR', 'internal error');
      return errorReply(id, { code: JSON_RPC_ERROR_CODES.APPLICATION_EXCEPTION, message, data });
    }
  }
}

async function answerOne(
  simulator: Simulator,
  table: OperationTable,
  service: ApiService,
  request: unknown,
  headers: IncomingHttpHeaders,
): Promise<JsonRpcReply> {
  if (!isRecord(request))
    return reply(service, null, { kind: 'bad-params', reason: 'request must be an object' });
  const id = idOf(request);
  const prefix = JSON_RPC_METHOD_PREFIXES[service];
  const method = request.method;
  if (typeof method !== 'string' || !method.startsWith(prefix)) {
    return reply(service, id, { kind: 'unknown-operation' });
  }
  const outcome = await dispatch(simulator, table, {
    service,
    operation: method.slice(prefix.length),
    params: request.params,
    headers,
  });
  return reply(service, id, outcome);
}

/** The JSON-RPC answer to a raw request body: one reply, or an array of them for a batch. */
export async function answerJsonRpc(
  simulator: Simulator,
  table: OperationTable,
  service: ApiService,
  body: unknown,
  headers: IncomingHttpHeaders,
): Promise<JsonRpcReply | JsonRpcReply[]> {
  const parsed = parseBody(body);
  if (!parsed.ok || parsed.value === undefined) {
    return errorReply(null, { code: JSON_RPC_ERROR_CODES.PARSE_ERROR, message: PARSE_ERROR_MESSAGE });
  }
  if (!Array.isArray(parsed.value)) return answerOne(simulator, table, service, parsed.value, headers);
  if (parsed.value.length === 0) {
    return reply(service, null, { kind: 'bad-params', reason: 'empty batch' });
  }
  // A batch runs in order, so "place then list" in one batch sees the placed bets.
  const replies: JsonRpcReply[] = [];
  for (const request of parsed.value)
    replies.push(await answerOne(simulator, table, service, request, headers));
  return replies;
}
