// The web build at `/` with an SPA fallback (issue 5 §1): files from the build folder, and for
// any other GET that a browser navigates to (Accept: text/html) outside the API and exchange
// paths, the app's index.html, so every client route loads the app. Everything else that matches
// no route is a JSON 404.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that are never the web app, so a miss there is a real 404. */
const NOT_WEB =
  /^\/(api|exchange|identitysso|inplayservice|stream|feeds_images|LoadRunnerInfoChartAction|GetPlayer\.do|simulator|dev)(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Greenbook</title></head>
<body><h1>Greenbook</h1><p>The web app has not been built. Run <code>npm start</code>, which builds it.</p></body></html>`;

/** Where the embeddable widget's script is served (issue 20 §2), and its file in the build. */
export const WIDGET_SCRIPT_PATH = '/embed/widget.js';
const WIDGET_SCRIPT_FILE = 'embed/widget.js';

/**
 * The widget's inject script, loaded by third-party pages: readable from any origin (the helmet
 * default Cross-Origin-Resource-Policy same-origin would block it), cached five minutes by
 * browsers and an hour by shared caches that may serve it stale while they check (its address
 * has no version: a release reaches pages within minutes). Read once at start, like the app.
 */
function registerWidgetScript(app: FastifyInstance, root: string): void {
  const file = resolve(root, WIDGET_SCRIPT_FILE);
  const script = existsSync(file) ? readFileSync(file) : undefined;
  app.get(WIDGET_SCRIPT_PATH, async (_request, reply) => {
    if (script === undefined)
      return reply.code(404).send({ error: 'NOT_FOUND', message: 'The widget has not been built.' });
    return reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = resolve(webDist);
  const built = existsSync(resolve(root, 'index.html'));
  registerWidgetScript(app, root);
  if (built)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      // The widget's script has its own route (headers above).
      globIgnore: ['embed/**'],
    });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !NOT_WEB.test(path) && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage)
      return reply.code(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${path}` });
    if (!built) return reply.code(200).type('text/html').send(NOT_BUILT_PAGE);
    return reply.sendFile('index.html');
  });
}
