// The hierarchy domain's resolver maps (merged with the other domains in graphql-server.ts):
// families, products, projects/applications, the overview's extras and the writes.
import type { Resolvers } from '../generated/graphql.ts';
import { budgetEntityResolvers } from './budget-entity-resolvers.ts';
import { familyResolvers } from './family-resolvers.ts';
import { mutationResolvers } from './mutation-resolvers.ts';
import { overviewResolvers } from './overview-resolvers.ts';
import { productResolvers } from './product-resolvers.ts';

export const hierarchyResolvers: Resolvers[] = [
  familyResolvers,
  productResolvers,
  budgetEntityResolvers,
  overviewResolvers,
  mutationResolvers,
];
