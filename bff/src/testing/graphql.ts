// FOR TESTS: a GraphQL request over HTTP the way the web sends it (JSON, bearer token).
export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: unknown[]; extensions?: { code?: string } }>;
}

export interface GraphQLRequestOptions {
  token?: string | null;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export async function graphql<T = Record<string, unknown>>(
  bffUrl: string,
  query: string,
  { token, variables, headers }: GraphQLRequestOptions = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  // extensions.cost is on every answer (src/limits/cost-report.ts); the tests of a domain look at
  // data and errors only.
  const { extensions: _cost, ...body } = (await response.json()) as Omit<
    GraphQLResponse<T>,
    'status'
  > & { extensions?: unknown };
  return { status: response.status, ...body };
}

/** The extensions.code of every error, in order. */
export function codes(response: GraphQLResponse<unknown>): Array<string | undefined> {
  return (response.errors ?? []).map((error) => error.extensions?.code);
}
