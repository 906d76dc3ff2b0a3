// The Heartbeat API over JSON-RPC (betfair-protocol §1.2, §4.4; Betfair offers it on JSON-RPC only):
// one `HeartbeatAPING/v1.0/heartbeat` call with the caller's app key and token. The answer is checked
// before it is believed: an actionPerformed Betfair does not document or a timeout that is not a
// number is an UNEXPECTED_ERROR, as is an envelope that is neither a result nor an error.
import type { HeartbeatReport } from '../account-types.js';
import { ACTIONS_PERFORMED, type ActionPerformed } from '../enums.js';
import { ApiNgError } from './api-ng-error.js';
import { apiHeaders, postJson } from './post-json.js';
import { REQUEST_TIMEOUT_MS, type ApiAuth } from './transport.js';

export interface HeartbeatClientOptions {
  /** e.g. https://api.betfair.com/exchange/heartbeat/json-rpc/v1 */
  readonly url: string;
  readonly appKey: string;
  readonly auth: ApiAuth;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

const OPERATION = 'heartbeat';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function reportOf(result: unknown): HeartbeatReport | undefined {
  if (!isRecord(result)) return undefined;
  const { actionPerformed, actualTimeoutSeconds } = result;
  if (!ACTIONS_PERFORMED.includes(actionPerformed as ActionPerformed)) return undefined;
  if (typeof actualTimeoutSeconds !== 'number' || !Number.isFinite(actualTimeoutSeconds)) return undefined;
  if (actualTimeoutSeconds < 0) return undefined;
  return { actionPerformed: actionPerformed as ActionPerformed, actualTimeoutSeconds };
}

function faultOf(error: unknown): ApiNgError {
  const data = isRecord(error) && isRecord(error['data']) ? error['data'] : undefined;
  const name = typeof data?.['exceptionname'] === 'string' ? data['exceptionname'] : 'APINGException';
  const exception = data?.[name];
  const message = isRecord(error) && typeof error['message'] === 'string' ? error['message'] : '';
  if (!isRecord(exception)) return new ApiNgError('UNEXPECTED_ERROR', message, OPERATION, 200);
  return new ApiNgError(
    typeof exception['errorCode'] === 'string' ? exception['errorCode'] : 'UNEXPECTED_ERROR',
    typeof exception['errorDetails'] === 'string' ? exception['errorDetails'] : message,
    OPERATION,
    200,
  );
}

/** Sends one heartbeat; 0 switches the dead-man's switch off. Failures are ApiNgErrors. */
export async function sendHeartbeat(
  options: HeartbeatClientOptions,
  preferredTimeoutSeconds: number,
): Promise<HeartbeatReport> {
  const { response, body } = await postJson(
    {
      url: options.url,
      headers: apiHeaders(options.appKey, options.auth),
      body: JSON.stringify({
        jsonrpc: '2.0',
        method: `HeartbeatAPING/v1.0/${OPERATION}`,
        params: { preferredTimeoutSeconds },
        id: 1,
      }),
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      fetch: options.fetch ?? fetch,
    },
    OPERATION,
  );
  if (!response.ok && !(isRecord(body) && 'error' in body)) {
    throw new ApiNgError('UNEXPECTED_ERROR', `HTTP ${response.status}`, OPERATION, response.status);
  }
  if (isRecord(body) && 'error' in body) throw faultOf(body['error']);
  const report = isRecord(body) ? reportOf(body['result']) : undefined;
  if (report === undefined) {
    throw new ApiNgError('UNEXPECTED_ERROR', 'not a heartbeat report', OPERATION, response.status);
  }
  return report;
}
