// GET /embed/widget.js (issue 20 §2): the widget's inject script from the web build, readable by
// pages of any origin, with its own cache policy, next to the app's files (which stay same-origin).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server-harness.js';

let server: TestServer | undefined;
let folder: string | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function fakeBuild(): string {
  folder = mkdtempSync(join(tmpdir(), 'widget-script-'));
  mkdirSync(join(folder, 'embed'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(folder, 'app.js'), 'console.log("app")');
  writeFileSync(join(folder, 'embed', 'widget.js'), 'console.log("widget")');
  return folder;
}

describe('the widget script route', () => {
  it('serves the built widget as JavaScript that any origin may load, cached for minutes', async () => {
    server = await startTestServer({ WEB_DIST: fakeBuild() });
    const response = await fetch(`${server.base}/embed/widget.js`, {
      headers: { origin: 'https://blog.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=300\b/);
    expect(await response.text()).toBe('console.log("widget")');
    // The app's own files keep the same-origin policy.
    const app = await fetch(`${server.base}/app.js`);
    expect(app.status).toBe(200);
    expect(app.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('is rate limited per address', async () => {
    server = await startTestServer({ WEB_DIST: fakeBuild() });
    let status = 200;
    for (let i = 0; i < 121 && status === 200; i += 1)
      status = (await fetch(`${server.base}/embed/widget.js`)).status;
    expect(status).toBe(429);
  });

  it('answers a JSON 404 before the widget is built', async () => {
    server = await startTestServer({ WEB_DIST: '/nonexistent' });
    const response = await fetch(`${server.base}/embed/widget.js`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('NOT_FOUND');
  });
});
