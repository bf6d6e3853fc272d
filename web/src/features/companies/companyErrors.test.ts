import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { TEXTS } from '@cost-steering/schema';
import { userError } from '../../testing/failures';
import { companyErrorText, companyUserErrorText } from './companyErrors';

const graphQLError = (code: string, message = 'm') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('company banner texts (spec §8)', () => {
  it('reads a 404 as ERROR: 404 Not Found and others as ERROR: {server message}', () => {
    expect(companyErrorText(graphQLError('NOT_FOUND'))).toBe('ERROR: 404 Not Found');
    expect(companyErrorText(graphQLError('INTERNAL', 'Internal server error'))).toBe(
      'ERROR: Internal server error',
    );
    expect(companyErrorText(graphQLError('INTERNAL', ''))).toBe('ERROR: Something went wrong');
    expect(companyUserErrorText(userError('gone', 'NOT_FOUND'))).toBe(TEXTS.companyNotFound);
    expect(companyUserErrorText(userError('Busy.', 'CONFLICT'))).toBe('ERROR: Busy.');
  });

  it('reads no answer as the network text and a 403 as the permission text', () => {
    expect(companyErrorText(new TypeError('Failed to fetch'))).toBe(TEXTS.networkError);
    expect(companyErrorText(graphQLError('UPSTREAM_UNAVAILABLE'))).toBe(TEXTS.networkError);
    expect(companyErrorText(graphQLError('FORBIDDEN'))).toBe(TEXTS.forbidden);
  });
});
