// GraphQL inputs of the platform mutations → REST bodies, and REST user errors → the input fields
// and texts the user sees: the duplicate-consumer texts get the spec's 'Error: ' prefix (§8).
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import type { UserError } from '../generated/graphql.ts';
import type { WriteRules } from '../writes/write.ts';

const FIELDS: Record<string, string> = {
  product: 'productId',
  platform: 'platformProductId',
  project: 'entityId',
  application: 'entityId',
};

const SPEC_TEXTS: Record<string, string> = {
  [PLATFORM_TEXTS.projectAlreadyAddedServer]: PLATFORM_TEXTS.projectAlreadyAdded,
  [PLATFORM_TEXTS.applicationAlreadyAddedServer]: PLATFORM_TEXTS.applicationAlreadyAdded,
};

/** How the platform mutations read the REST API's refusals (write.ts). */
export const PLATFORM_WRITE: WriteRules = {
  fields: FIELDS,
  text: (error: UserError) => ({ ...error, message: SPEC_TEXTS[error.message] ?? error.message }),
};
