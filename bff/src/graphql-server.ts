// The Apollo Server: contract SDL + resolvers of every domain, limits, error policy, no CDN page.
import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { loadTypeDefs } from '@cost-steering/schema/sdl';
import type { GraphQLContext } from './context.ts';
import { ERROR_CODES, INTERNAL_MESSAGE } from './errors.ts';
import { companyResolvers } from './companies/resolvers.ts';
import { costUnitResolvers } from './costunits/resolvers.ts';
import type { Resolvers } from './generated/graphql.ts';
import { hierarchyResolvers } from './hierarchy/resolvers.ts';
import { invoiceResolvers } from './invoices/resolvers.ts';
import { orderResolvers } from './orders/resolvers.ts';
import { LimitError, costReportPlugin, limitRules, type Limits } from './limits/index.ts';
import { notificationResolvers } from './notifications/resolvers.ts';
import { platformResolvers } from './platforms/resolvers.ts';
import { referenceResolvers } from './reference/resolvers.ts';
import { planningResolvers } from './planning/resolvers.ts';
import { requestResolvers } from './requests/resolvers.ts';
import { scalarResolvers } from './scalars.ts';
import { serviceAccountsOnlyRead } from './service-accounts.ts';
import { compiledExecution } from './jit-gateway.ts';

const domainResolvers: Resolvers[] = [
  referenceResolvers,
  ...hierarchyResolvers,
  orderResolvers,
  invoiceResolvers,
  notificationResolvers,
  requestResolvers,
  companyResolvers,
  costUnitResolvers,
  platformResolvers,
  planningResolvers,
];

/** Merges the per-domain resolver maps type by type (Query and Mutation are shared). */
export function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

/** Codes that are safe to show as they are; anything else was not meant for the client. */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (error instanceof GraphQLError && error.originalError instanceof LimitError) {
    return {
      ...formatted,
      extensions: { ...formatted.extensions, code: error.originalError.code },
    };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    const { locations, path } = formatted;
    return {
      message: INTERNAL_MESSAGE,
      ...(locations ? { locations } : {}),
      ...(path ? { path } : {}),
      extensions: { code: ERROR_CODES.internal },
    };
  }
  return formatted;
}

/** Unexpected errors (bugs, not GraphQL errors we raised on purpose) go to the log in full. */
const logUnexpectedErrors: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const original = unwrapResolverError(error);
          if (original instanceof GraphQLError) continue;
          contextValue.log?.error({ err: original, path: error.path }, 'resolver failed');
        }
      },
    };
  },
};

export interface GraphQLServerOptions {
  httpServer: Server;
  limits: Limits;
  introspection: boolean;
}

export function createGraphQLServer(options: GraphQLServerOptions): ApolloServer<GraphQLContext> {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: { ...mergeResolvers(domainResolvers), ...scalarResolvers },
  });
  return new ApolloServer<GraphQLContext>({
    gateway: compiledExecution(schema),
    introspection: options.introspection,
    // Without introspection, "did you mean …" suggestions would leak the schema all the same.
    hideSchemaDetailsFromClientErrors: !options.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: true,
    includeStacktraceInErrorResponses: false,
    validationRules: limitRules(options.limits),
    formatError,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No field sets cache hints (responses are per user); the plugin would still run for each
      // of the tens of thousands of fields of a large overview.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }),
      logUnexpectedErrors,
      serviceAccountsOnlyRead,
      costReportPlugin<GraphQLContext>(options.limits),
    ],
  });
}
