// Vite for the React client. In development the bff (port 4000) answers GraphQL, the file routes,
// the runtime OIDC settings and GraphiQL, so the browser sees one origin as in production.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModulesFile, firstPageChunks } from './build/firstPageChunks.ts';
import { FIRST_WAVE_ENTRY, firstScreenTags } from './build/firstScreenTags.ts';
import { inlineGraphqlDocuments } from './build/inlineGraphqlDocuments.ts';
import { precompressAssets } from './build/precompress.ts';

const bff = 'http://localhost:4000';
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The page at /, whose chunk is part of the first page (build/firstPageChunks.ts). */
const firstPage = source('./src/features/hierarchy/overview/pages/OverviewPage.tsx');

export default defineConfig({
  plugins: [
    react(),
    inlineGraphqlDocuments(new URL('./src/gql/', import.meta.url)),
    chunkModulesFile(),
    precompressAssets(),
    firstScreenTags(firstPage),
  ],
  // A placeholder the bff replaces by each response's CSP nonce (bff/src/http/static.ts); vite puts
  // it on its tags and in <meta property="csp-nonce">, where emotion's cache reads it.
  html: { cspNonce: '__CSP_NONCE__' },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': bff,
      '/files': bff,
      '/app-config.json': bff,
      '/graphiql': bff,
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in the production build: they would hand the browser (anyone) the whole
    // source, and nothing here consumes them (no error tracker). The bff refuses *.map anyway.
    // Development (vite dev) keeps its maps.
    sourcemap: false,
    manifest: true,
    // The entry holds all that the first page needs but the overview itself (React, MUI core,
    // Apollo, the shell: ~665 kB raw, ~202 kB gzip; build/firstPageChunks.ts); other pages,
    // oidc-client-ts and the popups' code are lazy chunks. Warn only if it grows beyond that.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The first screen's early queries: a small entry of their own (build/firstScreenTags.ts).
      input: {
        index: source('./index.html'),
        [FIRST_WAVE_ENTRY]: source('./src/early/firstWave.ts'),
      },
      output: {
        codeSplitting: {
          groups: firstPageChunks(firstPage),
        },
      },
    },
  },
});
