// How a mutation's WriteRules read a REST refusal: the payload errors `write()` gives when the
// REST API answers with these user errors (400/409/422), for unit tests of one domain's rules.
import { RestUserError } from '../errors.ts';
import type { UserError } from '../generated/graphql.ts';
import { write, type WriteRules } from '../writes/write.ts';

export async function refusedAs(
  rules: WriteRules,
  restErrors: [UserError, ...UserError[]],
): Promise<UserError[]> {
  const { errors } = await write(() => Promise.reject(new RestUserError(restErrors)), rules);
  return errors;
}
