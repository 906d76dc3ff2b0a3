// The geo lookup (account-and-product §7 geo service, §4 blocking, §8 blocked country; issue 5 §6):
// GET /api/geo/ answers the JSON-RPC-shaped `{jsonrpc, result: {country_code3}, id}` the client
// reads, plus `result.blocked` from the configured blocked-country list. This process has no IP
// database: the country is configuration (GEO_COUNTRY). In embedded mode only, a test header
// `x-test-country: <alpha-3>` sets it per request. A failed lookup (a malformed test header) is
// `ERROR`, which the client treats as not blocked (§4).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../app-dependencies.js';
import { validated } from '../http/hardening.js';

export const TEST_COUNTRY_HEADER = 'x-test-country';
export const LOOKUP_FAILED = 'ERROR';

/** account-and-product §9: ROM is treated as ROU. */
const normalised = (code: string): string => (code === 'ROM' ? 'ROU' : code);

/** JSON-RPC request id, echoed back; the client's mode=web and method/params are accepted and ignored. */
const rpcId = z.union([z.string().max(64), z.number().int(), z.null()]);
const geoQuery = z.object({ mode: z.string().max(32).optional(), id: z.string().max(64).optional() });
const geoBody = z
  .object({
    jsonrpc: z.literal('2.0').optional(),
    method: z.string().max(64).optional(),
    params: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
    id: rpcId.optional(),
  })
  .optional();

/** A query id that is a whole number goes back as a number, as the client sent it in its body form. */
const queryId = (id: string | undefined): string | number | null =>
  id === undefined ? null : /^\d{1,15}$/.test(id) ? Number(id) : id;

function countryOf(deps: Pick<AppDependencies, 'config' | 'simulator'>, header: unknown): string {
  if (deps.simulator === undefined || header === undefined) return normalised(deps.config.geoCountry);
  if (typeof header !== 'string' || !/^[A-Za-z]{3}$/.test(header.trim())) return LOOKUP_FAILED;
  return normalised(header.trim().toUpperCase());
}

export function registerGeoRoutes(
  app: FastifyInstance,
  deps: Pick<AppDependencies, 'config' | 'simulator'>,
): void {
  const blocked = new Set(deps.config.blockedCountries.map(normalised));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/geo/',
    handler: (request) => {
      const query = validated(geoQuery, request.query, 'query');
      const body = request.method === 'POST' ? validated(geoBody, request.body, 'body') : undefined;
      const country = countryOf(deps, request.headers[TEST_COUNTRY_HEADER]);
      return {
        jsonrpc: '2.0',
        result: { country_code3: country, blocked: country !== LOOKUP_FAILED && blocked.has(country) },
        id: body?.id ?? queryId(query.id),
      };
    },
  });
}
