// The start-up sends the family overview's query beside the session's, with the variables the
// overview starts with — and nothing for any other screen.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { PRELOAD_FRESH_MS, preloadFirstScreen, takeFreshPreload } from './preload';

function recordingClient() {
  const sent: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
        observer.next({ data: { productFamilyPage: null } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

describe('preloadFirstScreen', () => {
  it("asks for the families as the overview at '/' will, filters from the address included", () => {
    const { client, sent } = recordingClient();
    void preloadFirstScreen(client, { pathname: '/', search: '' });
    void preloadFirstScreen(client, { pathname: '/', search: '?filterOwner=alice' });
    expect(sent).toEqual([
      {
        operationName: 'OverviewFamilies',
        variables: { offset: 0, limit: 12, filter: {}, sort: 'NAME_ASC' },
      },
      {
        operationName: 'OverviewFamilies',
        variables: { offset: 0, limit: 12, filter: { owner: 'alice' }, sort: 'NAME_ASC' },
      },
    ]);
  });

  it('is taken as fresh by the first overview after it only: same variables, answer in, < 10 s', async () => {
    const { client } = recordingClient();
    const start = { pathname: '/', search: '' };
    const firstPage = { offset: 0, limit: 12, filter: {}, sort: 'NAME_ASC' };
    expect(PRELOAD_FRESH_MS).toBe(10_000);

    await preloadFirstScreen(client, start);
    expect(takeFreshPreload(firstPage)).toBe(true);
    expect(takeFreshPreload(firstPage)).toBe(false); // spent: a later overview refreshes

    const inFlight = preloadFirstScreen(client, start);
    expect(takeFreshPreload(firstPage)).toBe(false); // mounted before the answer: it joins it
    await inFlight;
    expect(takeFreshPreload(firstPage)).toBe(false);

    await preloadFirstScreen(client, start);
    expect(takeFreshPreload({ ...firstPage, sort: 'NAME_DESC' })).toBe(false);
    expect(takeFreshPreload(firstPage)).toBe(false);

    await preloadFirstScreen(client, start);
    expect(takeFreshPreload(firstPage, Date.now() + 10_001)).toBe(false);
  });

  it('asks for nothing on another screen or a deeper level of the overview', () => {
    const { client, sent } = recordingClient();
    void preloadFirstScreen(client, { pathname: '/requests', search: '' });
    void preloadFirstScreen(client, { pathname: '/', search: '?family=3' });
    expect(sent).toEqual([]);
  });
});
