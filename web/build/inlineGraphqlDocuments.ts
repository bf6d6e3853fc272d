// Build-time replacement of each `graphql(`…`)` call by the document codegen made of it.
//
// Without it, `graphql()` looks its document up in the map of src/gql/gql.ts, which holds every
// document of the app, so the first page shipped all of them (≈20 kB gzip). The client preset's
// babel optimizer turns the calls into imports from src/gql/graphql.ts instead, but a bundler
// keeps a module whole: the documents then still travel together in one shared chunk. Inlining
// puts each document in the chunk of the code that uses it; the runtime value is the very object
// graphql.ts exports, so Apollo sees no difference. Development keeps the lookup (always fresh).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A document's JSON by the name of its first definition (the operation or fragment it declares). */
export type DocumentsByName = ReadonlyMap<string, string>;

// codegen writes every document on one line:
// export const OverviewDocument = {"kind":"Document",…} as unknown as DocumentNode<…>;
const DOCUMENT_LINE = /^export const \w+ = (\{.*\}) as unknown as DocumentNode<.*>;$/;

export function readDocuments(graphqlTs: string): DocumentsByName {
  const documents = new Map<string, string>();
  for (const line of graphqlTs.split('\n')) {
    const json = DOCUMENT_LINE.exec(line)?.[1];
    if (!json) continue;
    const name = (JSON.parse(json) as { definitions: { name?: { value: string } }[] })
      .definitions[0]?.name?.value;
    if (name) documents.set(name, json);
  }
  return documents;
}

// graphql(` query Overview … `) — the client preset allows only a static template literal.
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const FIRST_DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation|subscription|fragment)\s+(\w+)/;

/** The code with every `graphql()` call replaced by its document, or null when it has none. */
export function inlineDocuments(code: string, documents: DocumentsByName): string | null {
  let replaced = false;
  const result = code.replace(GRAPHQL_CALL, (call, source: string) => {
    const name = FIRST_DEFINITION.exec(source)?.[1];
    const json = name ? documents.get(name) : undefined;
    if (!json) {
      throw new Error(
        `No generated document for ${name ?? 'an unnamed document'}: run \`npm run codegen\`.`,
      );
    }
    replaced = true;
    // Keep the line count so positions after the call stay where they were.
    return json + '\n'.repeat(call.split('\n').length - 1);
  });
  return replaced ? result : null;
}

export function inlineGraphqlDocuments(generatedDir: URL): Plugin {
  const graphqlTs = new URL('graphql.ts', generatedDir);
  let documents: DocumentsByName = new Map();
  return {
    name: 'cost-steering:inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments(readFileSync(graphqlTs, 'utf8'));
    },
    transform: {
      filter: { id: { include: /\/src\/.*\.tsx?$/, exclude: /\/src\/gql\// }, code: 'graphql(' },
      handler(code) {
        const inlined = inlineDocuments(code, documents);
        return inlined === null ? null : { code: inlined, map: null };
      },
    },
  };
}
