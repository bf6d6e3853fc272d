// Query/Mutation fields of the platforms domain: a page of platforms, one platform, platform
// products by id or name, and the three writes with their user errors. Products and consumers
// of everything in a response come from loaders (one REST call per resource kind).
import { LIMITS } from '@cost-steering/schema';
import type { Resolvers } from '../generated/graphql.ts';
import { isRestId, valuesById } from '../keyed.ts';
import { inputId, inputIds } from '../writes/input-ids.ts';
import { write } from '../writes/write.ts';
import { platformConsumerFields, platformFields, platformProductFields } from './mappers.ts';
import { PLATFORM_WRITE } from './inputs.ts';
import {
  getPlatform,
  platformPage,
  platformProducts,
  postConsumer,
  postPlatform,
  postPlatformProduct,
} from './rest.ts';

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
      const body = { name: input.name, budget: input.budget, owner: input.owner };
      const { value, errors } = await write(() => postPlatform(rest, body), PLATFORM_WRITE);
      return { platform: value, errors };
    },
    addProductToPlatform: async (_parent, { input }, { rest }) => {
      const { value, errors } = await write(
        () =>
          postPlatformProduct(
            rest,
            input.platformId.trim(),
            Number(inputId('productId', input.productId)),
          ),
        PLATFORM_WRITE,
      );
      return { platform: value, errors };
    },
    addPlatformConsumer: async (_parent, { input }, { rest, loaders }) => {
      const kind = input.kind === 'PROJECT' ? ('project' as const) : ('application' as const);
      const { value, errors } = await write(async () => {
        const ids = inputIds({
          platformProductId: input.platformProductId,
          entityId: input.entityId,
        });
        const platform = ids.platformProductId;
        const added = await postConsumer(rest, kind, Number(platform), Number(ids.entityId));
        // The payload's product shows every consumer's new share.
        loaders.platforms.product.clear(platform);
        loaders.platforms.consumersOf.clear(platform);
        const { consumer, id, ...rest_ } = added;
        return {
          consumer: { ...rest_, id: consumer, kind, [kind]: id },
          platformProduct: await loaders.platforms.product.load(platform),
        };
      }, PLATFORM_WRITE);
      return {
        consumer: value?.consumer ?? null,
        platformProduct: value?.platformProduct ?? null,
        errors,
      };
    },
  },
};
