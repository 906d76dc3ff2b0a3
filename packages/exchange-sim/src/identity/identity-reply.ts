// How the identity API answers (betfair-protocol §4.2, §4.3): JSON with HTTP 200, failures
// included, when the caller sends `Accept: application/json`; a small HTML page otherwise.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, htmlPage, sendHtml } from './html.js';

/** True when the caller asked for JSON (`Accept` lists application/json). */
export function acceptsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept
    .split(',')
    .some((mediaRange) => mediaRange.split(';')[0]?.trim().toLowerCase() === 'application/json');
}

/** The result's fields, in order, as a definition list (HTML callers see what JSON callers get). */
export function identityResultPage(heading: string, result: Readonly<Record<string, string>>): string {
  const rows = Object.entries(result)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return htmlPage(`Betfair identity: ${heading}`, `<h1>${escapeHtml(heading)}</h1>\n<dl>\n${rows}\n</dl>`);
}

/** Sends an identity result as JSON or as the HTML page, by the request's Accept; HTTP 200 either way. */
export function sendIdentityResult(
  request: FastifyRequest,
  reply: FastifyReply,
  heading: string,
  result: Readonly<Record<string, string>>,
): FastifyReply {
  if (acceptsJson(request)) return reply.code(200).send(result);
  return sendHtml(reply, 200, identityResultPage(heading, result));
}
