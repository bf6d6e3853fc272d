// Two tags in index.html for the first screen (issue 15, bench:browser):
// - src/early/firstWave.ts (its own entry: vite.config.ts) as an async module script, so it runs
//   as soon as it is there — from the cache at once — instead of after the app's ~800 kB entry
//   has been fetched and compiled. In the body: the bff writes the OIDC settings the script
//   reads at the end of the head, which is then parsed. The app imports the same module (the
//   same URL: one instance per page) to take the answers.
// - a modulepreload of the chunk of the page at / (the overview), so on a first visit it comes
//   with the entry instead of a round trip after it. Other addresses fetch it too (9 kB gzip in
//   parallel); every unknown address leads to / anyway.
import type { Plugin, Rolldown } from 'vite';

export const FIRST_WAVE_ENTRY = 'first-wave';

function chunkOf(
  bundle: Rolldown.OutputBundle | undefined,
  matches: (chunk: Rolldown.OutputChunk) => boolean,
  what: string,
): Rolldown.OutputChunk {
  const chunk = Object.values(bundle ?? {}).find(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk' && matches(output),
  );
  if (!chunk) throw new Error(`no chunk in the build holds ${what}`);
  return chunk;
}

/** `firstPageId`: the module of the page at / (its absolute path). */
export function firstScreenTags(firstPageId: string): Plugin {
  return {
    name: 'cost-steering:first-screen-tags',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const wave = chunkOf(
          bundle,
          (chunk) => chunk.isEntry && chunk.name === FIRST_WAVE_ENTRY,
          `the '${FIRST_WAVE_ENTRY}' entry`,
        );
        const page = chunkOf(bundle, (chunk) => chunk.moduleIds.includes(firstPageId), firstPageId);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${page.fileName}` },
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${wave.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
