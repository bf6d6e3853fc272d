// The start-up sends the family overview's query beside the session's, with the variables the
// overview starts with — and nothing for any other screen.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { waitFor } from '@testing-library/react';
import { freshlyPreloaded, PRELOAD_FRESH_MS, preloadFirstScreen } from './preload';

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
    preloadFirstScreen(client, { pathname: '/', search: '' });
    preloadFirstScreen(client, { pathname: '/', search: '?filterOwner=alice' });
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

  it('counts its answer fresh for the same variables only, for PRELOAD_FRESH_MS', async () => {
    const { client } = recordingClient();
    const firstPage = { offset: 0, limit: 12, filter: {}, sort: 'NAME_ASC' };
    expect(PRELOAD_FRESH_MS).toBe(10_000);
    preloadFirstScreen(client, { pathname: '/', search: '' });
    expect(freshlyPreloaded(firstPage)).toBe(false); // not before its answer came
    await waitFor(() => expect(freshlyPreloaded(firstPage)).toBe(true));
    const preloadedAt = Date.now();
    expect(freshlyPreloaded(firstPage, preloadedAt)).toBe(true);
    expect(freshlyPreloaded({ ...firstPage, sort: 'NAME_DESC' }, preloadedAt)).toBe(false);
    expect(freshlyPreloaded({ ...firstPage, offset: 12 }, preloadedAt)).toBe(false);
    expect(freshlyPreloaded(firstPage, preloadedAt + 10_001)).toBe(false);
  });

  it('asks for nothing on another screen or a deeper level of the overview', () => {
    const { client, sent } = recordingClient();
    preloadFirstScreen(client, { pathname: '/requests', search: '' });
    preloadFirstScreen(client, { pathname: '/', search: '?family=3' });
    expect(sent).toEqual([]);
  });
});
