// A third-party page for the embeddable widget (issue 20 §2): a tiny HTTP server on 127.0.0.1,
// port 0, so its origin differs from the product's, serving one plain HTML page around the embed
// code it is given (the generator's `<div class="greenbook-widget" …>` and `<script …>` as is).
// Every other path is a 404. It sets no CSP, like most blogs; stop() closes it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WidgetHost {
  /** The page's address (http://127.0.0.1:PORT/). */
  readonly url: string;
  readonly origin: string;
  stop(): Promise<void>;
}

export function hostPage(embedCode: string, title = 'A blog about football'): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:Georgia,serif;color:#c00;max-width:720px;margin:0 auto;padding:16px} table,td,th{all:revert;border:3px solid red}</style>
</head>
<body>
<h1>${title}</h1>
<p>The host page's own text and styles.</p>
${embedCode}
</body>
</html>`;
}

export async function startWidgetHost(embedCode: string): Promise<WidgetHost> {
  const page = hostPage(embedCode);
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && (request.url === '/' || request.url?.startsWith('/?') === true)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    origin,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
}
