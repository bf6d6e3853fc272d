// Vite for the React client. In development the bff (port 4000) answers GraphQL, the file routes,
// the runtime OIDC settings and GraphiQL, so the browser sees one origin as in production.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineGraphqlDocuments } from './build/inlineGraphqlDocuments.ts';

const bff = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), inlineGraphqlDocuments(new URL('./src/gql/', import.meta.url))],
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
    // The entry holds what every page needs (React, MUI core, Apollo, oidc-client-ts: ~180 kB
    // gzip); pages are lazy chunks. Warn only if it grows well beyond that.
    chunkSizeWarningLimit: 650,
  },
});
