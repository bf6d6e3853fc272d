// For tests of *when* something happens (polls, refetches, redirects, time-outs), on jest's fake
// timers: the moment itself, and a query mock that records every request the client sends.
import { act } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';

/**
 * Advances the fake clock by `ms - 1` and checks `before` still holds, then by 1 ms more and
 * checks `after`: the change happens exactly `ms` after the clock's current time.
 */
export async function expectExactlyAfter(
  ms: number,
  { before, after }: { before(): void; after(): void },
) {
  await act(() => jest.advanceTimersByTimeAsync(ms - 1));
  before();
  await act(() => jest.advanceTimersByTimeAsync(1));
  after();
}

/**
 * A mock answering every request for `query` at once (delay 0) and recording it: `requests` is
 * called with the variables of each request; the n-th is answered with `answers[n - 1]` (the
 * last answer once they run out).
 */
export function recordedQuery(query: DocumentNode, answers: readonly object[]) {
  const requests = jest.fn((_variables: Record<string, unknown>) => true);
  const mock: MockLink.MockedResponse = {
    request: { query, variables: requests },
    result: () => ({
      data: answers[Math.min(requests.mock.calls.length, answers.length) - 1]!,
    }),
    delay: 0,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}
