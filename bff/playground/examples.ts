// The example operations of examples/ as GraphiQL tabs, bundled by Vite (no request at run time).
// bff/src/playground-examples.test.ts keeps every one of them valid against the schema.
import type { GraphiQLProps } from 'graphiql';

const operations = import.meta.glob<string>('./examples/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const variables = import.meta.glob<string>('./examples/*.variables.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const exampleTabs: NonNullable<GraphiQLProps['defaultTabs']> = Object.keys(operations)
  .sort()
  .map((path) => ({
    query: operations[path]!,
    variables: variables[path.replace(/\.graphql$/, '.variables.json')] ?? null,
  }));
