// API-NG over REST ("rescript", betfair-protocol §1.3, §1.5): the bare params as the body, the
// bare result back with HTTP 200; an exception is HTTP 400 with the fault envelope. The reference
// leaves other statuses open [?]: an unknown operation is 404, a bug 500, both with a fault body.
import type { IncomingHttpHeaders } from 'node:http';
import type { Simulator } from '../../simulator.js';
import type { ApiService, OperationTable } from '../operation-handler.js';
import { dispatch, parseBody, type Outcome } from './dispatch.js';
import { serviceException } from './exceptions.js';
import { PARSE_ERROR_MESSAGE } from './json-rpc.js';

export interface RestReply {
  readonly status: number;
  readonly body: unknown;
}

/** A framework-level fault (no application exception): `detail` is empty. */
const frameworkFault = (status: number, faultstring: string): RestReply => ({
  status,
  body: { faultcode: 'Client', faultstring, detail: {} },
});

export function restReply(service: ApiService, outcome: Outcome): RestReply {
  switch (outcome.kind) {
    case 'result':
      return { status: 200, body: outcome.result };
    case 'unknown-operation':
      return frameworkFault(404, 'DSC-0021');
    case 'bad-params':
      return frameworkFault(400, 'DSC-0018');
    case 'exception': {
      const { message, data } = serviceException(service, outcome.errorCode, outcome.errorDetails);
      return { status: 400, body: { faultcode: 'Client', faultstring: message, detail: data } };
    }
    case 'internal': {
      const { message, data } = serviceException(service, 'UNEXPECTED_ERROR', 'internal error');
      return { status: 500, body: { faultcode: 'Server', faultstring: message, detail: data } };
    }
  }
}

export async function answerRest(
  simulator: Simulator,
  table: OperationTable,
  service: ApiService,
  operation: string,
  body: unknown,
  headers: IncomingHttpHeaders,
): Promise<RestReply> {
  const parsed = parseBody(body);
  if (!parsed.ok) return frameworkFault(400, PARSE_ERROR_MESSAGE);
  return restReply(
    service,
    await dispatch(simulator, table, { service, operation, params: parsed.value, headers }),
  );
}
