// What every resolver receives: the verified user, a REST client bound to their token and this
// request's id, and fresh per-request DataLoaders (one per REST resource), each domain's made
// when a resolver first asks for them.
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

/** Each domain's DataLoaders, made for one request. */
const DOMAIN_LOADERS = {
  reference: createReferenceLoaders,
  hierarchy: createHierarchyLoaders,
  orders: createOrderLoaders,
  invoices: createInvoiceLoaders,
  requests: createRequestLoaders,
  companies: createCompanyLoaders,
  platforms: createPlatformLoaders,
};
type Domain = keyof typeof DOMAIN_LOADERS;

export type Loaders = { readonly [D in Domain]: ReturnType<(typeof DOMAIN_LOADERS)[D]> };

/**
 * The DataLoaders of one request, per domain. A query touches one or two domains; making every
 * domain's loaders for every request (the hierarchy alone has a few dozen) was a measurable part
 * of the bff's own CPU on a small page (issue 15), so each domain's are made on first use.
 */
class LazyLoaders {
  readonly made: Partial<Record<Domain, unknown>> = {};
  constructor(readonly rest: RestClient) {}
}
for (const domain of Object.keys(DOMAIN_LOADERS) as Domain[]) {
  Object.defineProperty(LazyLoaders.prototype, domain, {
    get(this: LazyLoaders) {
      return (this.made[domain] ??= DOMAIN_LOADERS[domain](this.rest));
    },
  });
}

export function createLoaders(rest: RestClient): Loaders {
  return new LazyLoaders(rest) as unknown as Loaders;
}

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
