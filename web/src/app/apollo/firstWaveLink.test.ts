import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { of } from 'rxjs';
import { FIRST_WAVE_KEY, sendFirstWave, type RecordedWave } from '../../early/firstWave';
import { asFirstWave, firstWaveLink } from './firstWaveLink';

const MeQuery = gql`
  query Me {
    me {
      username
    }
  }
`;
const VersionQuery = gql`
  query Version {
    version
  }
`;
const NOW_S = 1_800_000_000;

/** A client whose server answers `username` (and counts what reached it). */
function clientAt(url: string, username: string) {
  const server = jest.fn((operation: ApolloLink.Operation) =>
    of(
      operation.operationName === 'Me'
        ? { data: { me: { __typename: 'User', username } } }
        : { data: { version: '1' } },
    ),
  );
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([firstWaveLink(url, window.sessionStorage), new ApolloLink(server)]),
  });
  return { client, server };
}

function page() {
  const doc = document.implementation.createHTMLDocument('app');
  const block = doc.createElement('script');
  block.id = 'app-config';
  block.type = 'application/json';
  block.textContent = JSON.stringify({ oidcAuthority: 'http://idp', oidcClientId: 'web' });
  doc.head.append(block);
  window.sessionStorage.setItem(
    'oidc.user:http://idp:web',
    JSON.stringify({ access_token: 't', expires_at: NOW_S + 300 }),
  );
  return doc;
}

/** The next start: the recorded queries sent early, answered by `fetchFn`. */
function sendRecorded(fetchFn: jest.Mock) {
  sendFirstWave(page(), window.sessionStorage, { pathname: '/', search: '' }, fetchFn, NOW_S);
}

describe('the first wave link', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('records the queries marked as the first wave, and only those', async () => {
    const { client } = clientAt('/', 'controller');
    await asFirstWave(client).query({ query: MeQuery });
    await client.query({ query: VersionQuery });
    const wave = JSON.parse(window.sessionStorage.getItem(FIRST_WAVE_KEY) ?? '') as RecordedWave;
    expect(wave.url).toBe('/');
    expect(wave.bodies).toHaveLength(1);
    expect(JSON.parse(wave.bodies[0] as string)).toMatchObject({
      operationName: 'Me',
      variables: {},
      query: expect.stringContaining('__typename'),
    });
  });

  it('answers the same request of the next start from the early response', async () => {
    await asFirstWave(clientAt('/', 'first start').client).query({ query: MeQuery });
    const fetchFn = jest.fn(async () => ({
      ok: true,
      json: async () => ({ data: { me: { __typename: 'User', username: 'early' } } }),
    }));
    sendRecorded(fetchFn);

    const { client, server } = clientAt('/', 'server');
    const { data } = await asFirstWave(client).query({ query: MeQuery });
    expect(data).toEqual({ me: { __typename: 'User', username: 'early' } });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(server).not.toHaveBeenCalled();
  });

  it('sends the request itself when the early one failed', async () => {
    await asFirstWave(clientAt('/', 'first start').client).query({ query: MeQuery });
    sendRecorded(jest.fn(async () => ({ ok: false, json: async () => ({}) })));

    const { client, server } = clientAt('/', 'server');
    const { data } = await client.query({ query: MeQuery });
    expect(data).toEqual({ me: { __typename: 'User', username: 'server' } });
    expect(server).toHaveBeenCalledTimes(1);
  });
});
