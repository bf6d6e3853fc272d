// Builds the offline GraphiQL served by the bff at /graphiql (bff/dist/playground).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/graphiql/',
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../dist/playground', import.meta.url)),
    emptyOutDir: true,
    // GraphiQL (Monaco) is large by nature; it is a developer tool, loaded on demand only.
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      // GraphiQL's sources carry React-compiler directives that bundling drops harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
