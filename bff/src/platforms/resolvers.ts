// Query/Mutation fields of the platforms domain: a page of platforms, one platform, platform
// products by id or name, and the three writes with their user errors. Products and consumers
// of everything in a response come from loaders (one REST call per resource kind).
import { LIMITS } from '@cost-steering/schema';
import type { Resolvers } from '../generated/graphql.ts';
import { userErrorsOf } from '../errors.ts';
import { isRestId, isUserError, restIdOrError, valuesById } from '../keyed.ts';
import { platformConsumerFields, platformFields, platformProductFields } from './mappers.ts';
import { onPlatformFields } from './inputs.ts';
import {
  getPlatform,
  platformPage,
  platformProducts,
  postConsumer,
  postPlatform,
  postPlatformProduct,
} from './rest.ts';

const failed = (error: unknown) => onPlatformFields(userErrorsOf(error));

export const platformResolvers: Resolvers = {
  Query: {
    platforms: (_parent, args, { rest }) => platformPage(rest, args),
    platform: (_parent, { id }, { rest }) => (isRestId(id) ? getPlatform(rest, id) : null),
    platformProduct: async (_parent, { id, name }, { rest, loaders }) => {
      if (id != null) return loaders.platforms.product.load(id);
      // No product name is longer than the rule allows: no such platform product, without a call.
      if (!name?.trim() || name.trim().length > LIMITS.nameMax) return null;
      const [found] = await platformProducts(rest, { name: name.trim() });
      return found ?? null;
    },
    platformProducts: (_parent, _args, { rest }) => platformProducts(rest, {}),
  },
  Platform: {
    ...platformFields,
    products: (platform, _args, { loaders }) =>
      platform.products
        ? valuesById(platform.products).sort((a, b) => a.name.localeCompare(b.name))
        : loaders.platforms.productsOf.load(String(platform.id)),
  },
  PlatformProduct: {
    ...platformProductFields,
    consumerProjects: async (product, _args, { loaders }) =>
      (await loaders.platforms.consumersOf.load(String(product.id))).filter(
        (consumer) => consumer.kind === 'project',
      ),
    consumerApplications: async (product, _args, { loaders }) =>
      (await loaders.platforms.consumersOf.load(String(product.id))).filter(
        (consumer) => consumer.kind === 'application',
      ),
  },
  PlatformConsumer: platformConsumerFields,
  PlatformPage: {
    items: (page) => page.items,
    totalCount: (page) => page.totalCount,
  },
  Mutation: {
    createPlatform: async (_parent, { input }, { rest }) => {
      try {
        const body = { name: input.name, budget: input.budget, owner: input.owner };
        return { platform: await postPlatform(rest, body), errors: [] };
      } catch (error) {
        return { platform: null, errors: failed(error) };
      }
    },
    addProductToPlatform: async (_parent, { input }, { rest }) => {
      const productId = restIdOrError(input.productId, 'productId');
      if (isUserError(productId)) return { platform: null, errors: [productId] };
      try {
        return {
          platform: await postPlatformProduct(rest, input.platformId.trim(), productId),
          errors: [],
        };
      } catch (error) {
        return { platform: null, errors: failed(error) };
      }
    },
    addPlatformConsumer: async (_parent, { input }, { rest, loaders }) => {
      const platform = restIdOrError(input.platformProductId, 'platformProductId');
      const entity = restIdOrError(input.entityId, 'entityId');
      const refused = [platform, entity].filter(isUserError);
      if (refused.length > 0) return { consumer: null, platformProduct: null, errors: refused };
      const kind = input.kind === 'PROJECT' ? 'project' : 'application';
      try {
        const added = await postConsumer(rest, kind, platform as number, entity as number);
        // The payload's product shows every consumer's new share.
        loaders.platforms.product.clear(String(platform));
        loaders.platforms.consumersOf.clear(String(platform));
        const { consumer, id, ...rest_ } = added;
        return {
          consumer: { ...rest_, id: consumer, kind, [kind]: id },
          platformProduct: await loaders.platforms.product.load(String(platform)),
          errors: [],
        };
      } catch (error) {
        return { consumer: null, platformProduct: null, errors: failed(error) };
      }
    },
  },
};
