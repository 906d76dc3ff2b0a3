// No import cycles in the folders that must stay layered (issue 14 §6): apps/server, whose route
// modules once imported app.ts for its dependency types while app.ts imported them all.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The cycles of a folder as paths relative to it, for a readable failure. */
function cyclesIn(folder: string): string[][] {
  return importCycles(importGraph(folder)).map((group) => group.map((file) => path.relative(folder, file)));
}

describe('import cycles', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

  function folderOf(files: Record<string, string>): string {
    scratch = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(scratch, name)), { recursive: true });
      writeFileSync(path.join(scratch, name), text);
    }
    return scratch;
  }

  it('finds a cycle through type-only imports, re-exports and folder indexes', () => {
    const folder = folderOf({
      'app.ts': "import { routes } from './routes/index.js';\nexport const app = routes;",
      'routes/index.ts': "export { users } from './users.js';",
      'routes/users.ts': "import type { App } from '../app.js';\nexport const users = 1;",
      'self.ts': "import type { X } from './self.js';\nexport type Y = X;",
      'leaf.ts': "import { app } from './app.js';\nimport fastify from 'fastify';",
    });
    expect(cyclesIn(folder)).toEqual([['app.ts', 'routes/index.ts', 'routes/users.ts'], ['self.ts']]);
  });

  it('finds none in a layered folder', () => {
    const folder = folderOf({
      'app.ts': "import type { Deps } from './deps.js';\nimport { routes } from './routes.js';",
      'routes.ts': "import type { Deps } from './deps.js';\nexport const routes = 1;",
      'deps.ts': 'export interface Deps { readonly a: number }',
    });
    expect(cyclesIn(folder)).toEqual([]);
  });

  it('apps/server has none', () => {
    expect(cyclesIn(path.join(root, 'apps/server/src'))).toEqual([]);
  });
});
