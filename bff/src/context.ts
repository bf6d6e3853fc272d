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

/**
 * The DataLoaders of one request, per domain. A query touches one or two domains; making every
 * domain's loaders for every request (the hierarchy alone has a few dozen) was a measurable part
 * of the bff's own CPU on a small page (issue 15), so each domain's are made on first use.
 */
export class Loaders {
  #reference?: ReturnType<typeof createReferenceLoaders>;
  #hierarchy?: ReturnType<typeof createHierarchyLoaders>;
  #orders?: ReturnType<typeof createOrderLoaders>;
  #invoices?: ReturnType<typeof createInvoiceLoaders>;
  #requests?: ReturnType<typeof createRequestLoaders>;
  #companies?: ReturnType<typeof createCompanyLoaders>;
  #platforms?: ReturnType<typeof createPlatformLoaders>;

  constructor(private readonly rest: RestClient) {}

  get reference() {
    return (this.#reference ??= createReferenceLoaders(this.rest));
  }
  get hierarchy() {
    return (this.#hierarchy ??= createHierarchyLoaders(this.rest));
  }
  get orders() {
    return (this.#orders ??= createOrderLoaders(this.rest));
  }
  get invoices() {
    return (this.#invoices ??= createInvoiceLoaders(this.rest));
  }
  get requests() {
    return (this.#requests ??= createRequestLoaders(this.rest));
  }
  get companies() {
    return (this.#companies ??= createCompanyLoaders(this.rest));
  }
  get platforms() {
    return (this.#platforms ??= createPlatformLoaders(this.rest));
  }
}

export function createLoaders(rest: RestClient): Loaders {
  return new Loaders(rest);
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
