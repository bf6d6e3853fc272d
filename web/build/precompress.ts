// Writes `x.js.br` and `x.js.gz` beside every script and stylesheet of the build: the bff sends
// them to browsers that accept them (bff/src/http/precompressed.ts). Compressed once here, at the
// highest levels, instead of on every response.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'cost-steering:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const files = Object.keys(bundle).filter(
        (file) => file.startsWith('assets/') && COMPRESSIBLE.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(dir, file));
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([
            writeFile(join(dir, `${file}.br`), br),
            writeFile(join(dir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}
