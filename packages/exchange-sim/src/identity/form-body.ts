// Identity requests carry `application/x-www-form-urlencoded` bodies (betfair-protocol §1.4, §4.1,
// §4.2), the vendor sign-on form too. Parsed here, inside the identity routes' own Fastify scope,
// so the JSON routes of the API-NG transports keep Fastify's JSON parser.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type FormFields = Readonly<Record<string, string>>;

/** Decodes a form body; of a repeated field the first value counts. */
export function parseForm(body: string): FormFields {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  return fields;
}

/**
 * Every body in this scope is read as a form, whatever its Content-Type: Betfair's identity
 * endpoints take nothing else, and a body that is not a form simply lacks the fields
 * (INPUT_VALIDATION_ERROR) instead of failing the request with Fastify's 415.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
  });
}

/** A field of the request's form body, if sent and a string. */
export function formField(request: FastifyRequest, name: string): string | undefined {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** A query-string parameter (the first, when repeated). */
export function queryField(request: FastifyRequest, name: string): string | undefined {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null) return undefined;
  const value: unknown = (query as Record<string, unknown>)[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A request header as one string (the first, when repeated). */
export function headerField(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
