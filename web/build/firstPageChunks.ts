// Chunks for the first page: everything the entry needs in one chunk (rolldown's '$initial' tag:
// statically imported by the entry or its dependencies, after tree-shaking), and what the
// overview page (the page at /) adds in one more.
//
// Left to itself the bundler cuts the code that pages share into many small chunks (42 files for
// /): each costs a request — on a slow link six at a time, each a round trip — and gzip compresses
// small files worse. These modules load on every visit anyway, so one file each loses nothing;
// the other pages keep the bundler's automatic chunks.
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

// A module of re-exports only (the schema package's index): what a page takes from it is shared
// with other pages, so the walk does not go through it (it would pull in every rule and yup).
const REEXPORTS_ONLY = /^(\s*(export \* from [^;]+;|export \{[^}]*\} from [^;]+;|\/\/[^\n]*))*\s*$/;

/** Modules reachable from `start` through static imports, not through re-export modules. */
function staticallyReachable(start: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info || REEXPORTS_ONLY.test(info.code ?? '')) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

function pageChunk(name: string, pageId: string) {
  let page: Set<string> | null = null;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    page ??= staticallyReachable(pageId, ctx);
    return page.has(moduleId) ? name : null;
  };
}

export function firstPageChunks(firstPageId: string): Rolldown.CodeSplittingGroup[] {
  return [
    // src/early/ stays out of the app's chunk: it is its own entry, loaded before the app.
    { name: 'first-wave', test: /[\\/]src[\\/]early[\\/]/, priority: 3 },
    { name: 'app', tags: ['$initial'], priority: 2 },
    { name: pageChunk('first-page', firstPageId), debugName: 'first-page', priority: 1 },
  ];
}

/**
 * Writes .vite/chunk-modules.json (chunk file → the source modules in it) beside Vite's manifest,
 * so the size budget (scripts/first-load-size.mjs) finds the chunk of a page by its source file.
 */
export function chunkModulesFile(): Plugin {
  return {
    name: 'cost-steering:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('../../', import.meta.url));
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds
          .filter((id) => id.startsWith(root))
          .map((id) => id.slice(root.length));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
