// Reports the JavaScript the browser loads for the first page (/): the entry chunk, its static
// imports, and the overview page's lazy chunk with its static imports — raw and gzip.
// Run after `vite build` (which writes dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
collect(entryKey);
const overviewKey = Object.keys(manifest).find((key) => key.endsWith('pages/OverviewPage.tsx'));
collect(overviewKey);

let raw = 0;
let gzip = 0;
for (const file of [...files].filter((name) => name.endsWith('.js')).sort()) {
  const content = readFileSync(join(dist, file));
  const zipped = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += zipped;
  console.log(
    `${file.padEnd(48)} ${(content.length / 1024).toFixed(1).padStart(8)} kB  gzip ${(zipped / 1024).toFixed(1).padStart(7)} kB`,
  );
}
console.log(`first page JS: ${(raw / 1024).toFixed(1)} kB, gzip ${(gzip / 1024).toFixed(1)} kB`);
