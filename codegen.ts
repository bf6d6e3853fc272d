// One run generates both sides of the GraphQL contract from schema/graphql/*.graphql:
// resolver types for the bff and typed documents (client preset) for the web.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  Decimal: 'string',
  DateTime: 'string',
  Date: 'string',
};

const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'bff/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        scalars,
        enumsAsTypes: true,
        mapperTypeSuffix: 'Model',
      },
    },
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, scalars, enumsAsTypes: true },
    },
  },
};

export default config;
