// The app's side of early/firstWave.ts: records the queries a start sends for the first screen
// (those the bootstrap marks through `asFirstWave`), so the next start of the same address in
// this tab can send them as the page loads, and answers a request from such an early response
// when its body is the very same. An early request that failed is sent again, as normal.
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { from, mergeMap, of, type Observable } from 'rxjs';
import { recordFirstWave, takeEarlyAnswer } from '../../early/firstWave';

const FIRST_WAVE = 'costSteeringFirstWave';

/** The client, with every `query` marked as part of the first screen's wave. */
export function asFirstWave(client: ApolloClient): ApolloClient {
  const query = ((options: ApolloClient.QueryOptions) =>
    client.query({
      ...options,
      context: { ...options.context, [FIRST_WAVE]: true },
    })) as ApolloClient['query'];
  return Object.assign(Object.create(client) as ApolloClient, { query });
}

/** The request body as the HTTP link sends it (its key in the early answers). */
function bodyOf(operation: ApolloLink.Operation): string {
  return JSON.stringify({
    operationName: operation.operationName,
    variables: operation.variables,
    query: print(operation.query),
  });
}

/** `url`: the path and query the app started at; `storage`: the tab's sessionStorage. */
export function firstWaveLink(url: string, storage: Storage): ApolloLink {
  const sent: string[] = [];
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== 'query') return forward(operation);
    const body = bodyOf(operation);
    if (operation.getContext()[FIRST_WAVE]) {
      sent.push(body);
      recordFirstWave(storage, { url, bodies: sent });
    }
    const early = takeEarlyAnswer(body);
    if (!early) return forward(operation);
    return from(early).pipe(
      mergeMap((answer) =>
        answer ? (of(answer) as Observable<ApolloLink.Result>) : forward(operation),
      ),
    );
  });
}
