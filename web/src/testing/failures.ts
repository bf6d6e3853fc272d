// A write that fails as the bff fails it, and the banner the user must see then (spec §8 texts,
// shown 3000 ms: spec §9). The bff sends an unexpected failure as a GraphQL error with
// `extensions.code` (bff/src/errors.ts) and an expected one as `errors` of the payload.
import type { DocumentNode } from 'graphql';
import { act, screen } from '@testing-library/react';
import type { UserErrorCode } from '../gql/graphql';

export type BffErrorCode = 'FORBIDDEN' | 'NOT_FOUND' | 'UPSTREAM_UNAVAILABLE' | 'INTERNAL';

/** The answer to `query` with these variables: a GraphQL error, as the bff sends it. */
export function failedWith(
  query: DocumentNode,
  variables: Record<string, unknown>,
  code: BffErrorCode,
  message: string,
) {
  return {
    request: { query, variables },
    result: jest.fn(() => ({ errors: [{ message, extensions: { code } }] })),
  };
}

/** The answer to `query` with these variables: `data`, e.g. a payload that refuses the write. */
export function answeredWith(
  query: DocumentNode,
  variables: Record<string, unknown>,
  data: Record<string, unknown>,
) {
  return { request: { query, variables }, result: jest.fn(() => ({ data })) };
}

/** A user error of a payload, as the bff sends it. */
export const userError = (message: string, code: UserErrorCode, field: string | null = null) => ({
  __typename: 'UserError' as const,
  field,
  message,
  code,
});

/**
 * The status banner says exactly `text` as an error, and is gone after 3000 ms. Needs jest's fake
 * timers, switched on before the write was sent.
 */
export async function expectErrorBannerFor3000Ms(text: string) {
  const banner = (await screen.findByText(text)).closest('[data-severity]');
  expect(banner).toHaveAttribute('data-severity', 'error');
  act(() => jest.advanceTimersByTime(3000 - 1));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}
