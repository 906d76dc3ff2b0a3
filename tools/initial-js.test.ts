import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { initialFiles, initialJsSize } from './initial-js.js';

const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/app/market-screen.tsx', 'src/features/home/index.ts'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_grid.js': { file: 'assets/grid.js', imports: ['_shared.js'] },
  'src/app/market-screen.tsx': {
    file: 'assets/market-screen.js',
    isDynamicEntry: true,
    imports: ['_grid.js', '_shared.js'],
    css: ['assets/market-screen.css'],
  },
  'src/features/home/index.ts': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'] },
};

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('initial JS of a route', () => {
  it('is the entry, the route chunk and their static imports, not other routes loaded later', () => {
    expect(initialFiles(MANIFEST, 'src/app/market-screen.tsx').sort()).toEqual([
      'assets/grid.js',
      'assets/index.js',
      'assets/market-screen.js',
      'assets/shared.js',
    ]);
  });

  it('fails loudly when the route is no longer a chunk of its own', () => {
    expect(() => initialFiles(MANIFEST, 'src/app/other.tsx')).toThrow(/no chunk for src\/app\/other.tsx/);
  });

  it('sums the gzip size of those files in a built app', () => {
    const dist = mkdtempSync(join(tmpdir(), 'initial-js-'));
    folders.push(dist);
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // Random bytes do not compress: each file's gzip is a little over its size.
    for (const name of ['index', 'shared', 'grid', 'market-screen', 'home']) {
      writeFileSync(join(dist, 'assets', `${name}.js`), randomBytes(name === 'home' ? 50_000 : 1000));
    }
    const size = initialJsSize(dist, 'src/app/market-screen.tsx');
    expect(size.files).toHaveLength(4);
    expect(size.gzipBytes).toBeGreaterThan(4000);
    expect(size.gzipBytes).toBeLessThan(5000);
  });
});
