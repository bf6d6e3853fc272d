// What every resolver receives: the verified user, a REST client bound to their token and this
// request's id, and fresh per-request DataLoaders (one per REST resource).
import type { Logger } from 'pino';
import type { AuthUser } from './auth.ts';
import { RestClient } from './rest-client.ts';
import { createReferenceLoaders } from './reference/rest.ts';
import { createHierarchyLoaders } from './hierarchy/rest.ts';
import { createOrderLoaders } from './orders/rest.ts';
import { createInvoiceLoaders } from './invoices/rest.ts';
import { createRequestLoaders } from './requests/rest.ts';
import { createCompanyLoaders } from './companies/rest.ts';
import { createPlatformLoaders } from './platforms/rest.ts';

export interface GraphQLContext {
  user: AuthUser;
  requestId: string;
  log: Logger;
  rest: RestClient;
  loaders: Loaders;
}

export function createLoaders(rest: RestClient) {
  return {
    reference: createReferenceLoaders(rest),
    hierarchy: createHierarchyLoaders(rest),
    orders: createOrderLoaders(rest),
    invoices: createInvoiceLoaders(rest),
    requests: createRequestLoaders(rest),
    companies: createCompanyLoaders(rest),
    platforms: createPlatformLoaders(rest),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

export interface ContextOptions {
  user: AuthUser;
  requestId: string;
  log: Logger;
  restApiUrl: string;
  restTimeoutMs: number;
}

export function createContext(options: ContextOptions): GraphQLContext {
  const { user, requestId, log } = options;
  const rest = new RestClient({
    baseUrl: options.restApiUrl,
    timeoutMs: options.restTimeoutMs,
    token: user.token,
    requestId,
    log,
  });
  return { user, requestId, log, rest, loaders: createLoaders(rest) };
}
