// Fails the build when the bundled GraphiQL would load anything from the internet: the intranet
// has none. Run after `vite build` (see package.json "build").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/playground', import.meta.url));
const CDN_HOST =
  /^(?:[\w-]+\.)*(?:unpkg\.com|jsdelivr\.net|esm\.sh|cdnjs\.cloudflare\.com|skypack\.dev|googleapis\.com|gstatic\.com|apollographql\.com|jspm\.io)$|^cdn\./i;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const problems = [];
for (const file of files(dist).filter((path) => /\.(html|js|css|mjs)$/.test(path))) {
  const text = readFileSync(file, 'utf8');
  for (const [url, host] of text.matchAll(/https?:\/\/([\w.-]+)[^\s"'`)<>]*/g)) {
    if (CDN_HOST.test(host)) problems.push(`${file}: ${url}`);
  }
  if (file.endsWith('.html')) {
    for (const [tag] of text.matchAll(/(?:src|href)\s*=\s*["']https?:[^"']*["']/g)) {
      problems.push(`${file}: loads ${tag}`);
    }
  }
}
if (problems.length > 0) {
  console.error(`GraphiQL bundle refers to the internet:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`GraphiQL bundle is self-contained (${dist})`);
