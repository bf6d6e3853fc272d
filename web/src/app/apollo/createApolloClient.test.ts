/**
 * @jest-environment node
 */
// Node environment: jsdom has no fetch Response/Headers, and the client needs no DOM.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { gql } from '@apollo/client';
import { createApolloClient } from './createApolloClient';
import { isSessionLost } from './sessionLost';

function graphQLError(code: string) {
  return new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });
}

function serverError(status: number) {
  return new ServerError('failed', {
    response: new Response('', { status }),
    bodyText: '',
  });
}

describe('session lost (spec §4: a 401 or status 0 logs out)', () => {
  it('is lost on an UNAUTHENTICATED GraphQL error', () => {
    expect(isSessionLost(graphQLError('UNAUTHENTICATED'))).toBe(true);
  });

  it('is lost on an HTTP 401', () => {
    expect(isSessionLost(serverError(401))).toBe(true);
  });

  it('is lost when the request got no response at all', () => {
    expect(isSessionLost(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is kept on forbidden, upstream and server errors', () => {
    expect(isSessionLost(graphQLError('FORBIDDEN'))).toBe(false);
    expect(isSessionLost(graphQLError('UPSTREAM_UNAVAILABLE'))).toBe(false);
    expect(isSessionLost(serverError(500))).toBe(false);
    expect(isSessionLost(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('GraphQL client', () => {
  const query = gql`
    query Version {
      version
    }
  `;
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  function answer(status: number, body: object) {
    const fetchMock = jest.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('sends the access token as a bearer token', async () => {
    const fetchMock = answer(200, { data: { version: '1.2.3' } });
    const auth = { getAccessToken: async () => 'abc', logout: jest.fn() };
    const { data } = await createApolloClient(auth).query({ query });
    expect(data).toEqual({ version: '1.2.3' });
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('authorization')).toBe('Bearer abc');
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('logs out when the server answers UNAUTHENTICATED', async () => {
    answer(200, { errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] });
    const auth = { getAccessToken: async () => 'expired', logout: jest.fn() };
    await expect(createApolloClient(auth).query({ query })).rejects.toThrow();
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('logs out on an HTTP 401', async () => {
    answer(401, { errors: [{ message: 'Unauthorized' }] });
    const auth = { getAccessToken: async () => 'expired', logout: jest.fn() };
    await expect(createApolloClient(auth).query({ query })).rejects.toThrow();
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a FORBIDDEN error', async () => {
    answer(200, { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] });
    const auth = { getAccessToken: async () => 'abc', logout: jest.fn() };
    await expect(createApolloClient(auth).query({ query })).rejects.toThrow();
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('logs out when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const auth = { getAccessToken: async () => 'abc', logout: jest.fn() };
    await expect(createApolloClient(auth).query({ query })).rejects.toThrow('Failed to fetch');
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('logs out, sending nothing, when an expired token cannot be renewed for an unreachable identity provider', async () => {
    const fetchMock = answer(200, { data: { version: '1.2.3' } });
    const auth = {
      getAccessToken: async () => Promise.reject(new TypeError('Failed to fetch')),
      logout: jest.fn(),
    };
    await expect(createApolloClient(auth).query({ query })).rejects.toThrow('Failed to fetch');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });
});
