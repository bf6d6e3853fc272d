// The size budget of the first page (issue 15): the JavaScript the browser loads for / — the entry
// chunk and its static imports, then the overview page's chunk (the page at /) and its static
// imports — each file raw, gzip (level 9) and brotli, the total beside the budget.
// Fails above the budget, which is issue 15's target (web/README.md 'First page').
// Run after `vite build` (Vite's manifest and our .vite/chunk-modules.json, build/firstPageChunks.ts).
// `npm run bench:browser` checks this list against what Chromium really requests for /.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** What fails the check: issue 15's target for the first page's JavaScript (198.7 kB reached). */
export const BUDGET_GZIP_KB = 200;
export const FIRST_PAGE_MODULE = 'web/src/features/hierarchy/overview/pages/OverviewPage.tsx';
const dist = new URL('../dist/', import.meta.url).pathname;

/** The JavaScript files the browser loads for /, in dist/ (e.g. 'assets/index-….js'). */
export function firstPageFiles(distDir = dist) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const chunkModules = JSON.parse(readFileSync(join(distDir, '.vite/chunk-modules.json'), 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  // Every entry index.html loads: the app, and the first screen's early queries (firstWave.ts).
  for (const key of Object.keys(manifest)) if (manifest[key].isEntry) collect(key);
  const pageFile = Object.keys(chunkModules).find((file) =>
    chunkModules[file].includes(FIRST_PAGE_MODULE),
  );
  if (!pageFile) throw new Error(`no chunk holds ${FIRST_PAGE_MODULE}`);
  collect(keyOfFile.get(pageFile));
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

function report() {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  console.log(
    `${'first page JavaScript (/)'.padEnd(48)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'br'.padStart(9)}`,
  );
  for (const file of firstPageFiles()) {
    const content = readFileSync(join(dist, file));
    const sizes = [
      content.length,
      gzipSync(content, { level: 9 }).length,
      brotliCompressSync(content).length,
    ];
    raw += sizes[0];
    gzip += sizes[1];
    brotli += sizes[2];
    console.log(
      `${file.padEnd(48)} ${sizes.map((size) => `${kB(size)} kB`.padStart(9)).join(' ')}`,
    );
  }
  console.log(
    `${'total'.padEnd(48)} ${[raw, gzip, brotli].map((size) => `${kB(size)} kB`.padStart(9)).join(' ')}`,
  );
  const within = gzip <= BUDGET_GZIP_KB * 1024;
  const versus = (limit) =>
    gzip <= limit * 1024
      ? `within ${limit} kB`
      : `over ${limit} kB by ${kB(gzip - limit * 1024)} kB`;
  console.log(
    `gzip ${kB(gzip)} kB: budget (issue 15) ${versus(BUDGET_GZIP_KB)}${within ? '' : ' — FAILED'}`,
  );
  if (!within) process.exitCode = 1;

  // Source maps stay out of production builds (web/README.md 'Production build').
  const maps = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.map'));
  const linked = readdirSync(join(dist, 'assets')).filter(
    (file) =>
      file.endsWith('.js') &&
      readFileSync(join(dist, 'assets', file), 'utf8').includes('sourceMappingURL'),
  );
  console.log(
    `source maps in dist: ${maps.length}, scripts naming one: ${linked.length} (must be 0 and 0)`,
  );
  if (maps.length > 0 || linked.length > 0) process.exitCode = 1;
}

if (process.argv[1] === new URL(import.meta.url).pathname) report();
