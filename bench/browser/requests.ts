// Every request of a navigation as the DevTools protocol reports it (bench:browser): when it was
// sent, when its response headers and its last byte arrived, over which connection, and for a
// GraphQL request its operation name — the pieces of the timeline `BENCH_TRACE=1` prints.
import type { CDPSession } from 'playwright-core';

export interface Request {
  url: string;
  /** The path, or `graphql:<operation>` for a GraphQL request. */
  label: string;
  type: string;
  /** Over the wire: headers and the encoded body. */
  bytes: number;
  fromCache: boolean;
  /** DevTools protocol timestamps (seconds, monotonic); 0 when not reached. */
  sentAt: number;
  headersAt: number;
  finishedAt: number;
  connectionId?: number;
  connectionReused?: boolean;
}

function labelOf(url: string, postData?: string): string {
  const path = new URL(url).pathname;
  if (!postData) return path;
  try {
    const body = JSON.parse(postData) as { operationName?: string };
    return body.operationName ? `${path}:${body.operationName}` : path;
  } catch {
    return path;
  }
}

interface SentEvent {
  requestId: string;
  request: { url: string; postData?: string };
  type?: string;
  timestamp: number;
}
interface ResponseEvent {
  requestId: string;
  timestamp: number;
  response: { fromDiskCache?: boolean; connectionId?: number; connectionReused?: boolean };
}
interface FinishedEvent {
  requestId: string;
  encodedDataLength: number;
  timestamp: number;
}

/** Records until `stop()`, which returns the requests in the order they were sent. */
export function recordRequests(cdp: CDPSession) {
  const requests = new Map<string, Request>();
  const onSent = (event: SentEvent) => {
    requests.set(event.requestId, {
      url: event.request.url,
      label: labelOf(event.request.url, event.request.postData),
      type: event.type ?? 'Other',
      bytes: 0,
      fromCache: false,
      sentAt: event.timestamp,
      headersAt: 0,
      finishedAt: 0,
    });
  };
  const onCached = (event: { requestId: string }) => {
    const request = requests.get(event.requestId);
    if (request) request.fromCache = true;
  };
  const onResponse = (event: ResponseEvent) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    if (event.response.fromDiskCache) request.fromCache = true;
    request.headersAt = event.timestamp;
    request.connectionId = event.response.connectionId;
    request.connectionReused = event.response.connectionReused;
  };
  const onFinished = (event: FinishedEvent) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.bytes = event.encodedDataLength;
    request.finishedAt = event.timestamp;
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.requestServedFromCache', onCached);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  return {
    stop: (): Request[] => {
      cdp.off('Network.requestWillBeSent', onSent);
      cdp.off('Network.requestServedFromCache', onCached);
      cdp.off('Network.responseReceived', onResponse);
      cdp.off('Network.loadingFinished', onFinished);
      return [...requests.values()];
    },
  };
}
