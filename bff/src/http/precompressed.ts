// The web app's hashed assets compressed once at build time (web/build/precompress.ts writes
// `x.js.br` and `x.js.gz` beside `x.js`), sent to browsers that accept them. Compressing each
// response on the fly would cost CPU on every request; the build pays it once.
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Answers GET/HEAD of `<urlPrefix>/<file>` with the best precompressed variant the browser
 * accepts (brotli, then gzip); other requests and files without variants go on unchanged. Every
 * answer for a file that has variants says `Vary: Accept-Encoding`, so caches keep them apart.
 */
export function precompressedAssets(
  dir: string,
  urlPrefix: string,
  setHeaders: (res: ServerResponse) => void,
): RequestHandler {
  // Known at start: only files the build wrote are ever looked up (no path from the request).
  const variants = new Map<string, Partial<Record<Encoding, string>>>();
  if (existsSync(dir)) {
    for (const file of readdirSync(dir)) {
      const found: Partial<Record<Encoding, string>> = {};
      for (const { name, suffix } of ENCODINGS) {
        if (existsSync(join(dir, file + suffix))) found[name] = join(dir, file + suffix);
      }
      if (Object.keys(found).length > 0) variants.set(`${urlPrefix}/${file}`, found);
    }
  }
  return (req, res, next) => {
    const found = variants.get(req.path);
    if (!found || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = ENCODINGS.find(({ name }) => found[name] && accepted.has(name))?.name;
    if (!encoding) return next();
    res.type(extname(req.path));
    res.setHeader('content-encoding', encoding);
    setHeaders(res);
    res.sendFile(found[encoding] as string, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
