// REST platforms, platform products and consumers → GraphQL (snake_case and keyed lists stay here).
import type { PlatformConsumerKind } from '../generated/graphql.ts';
import type { RestPlatform, RestPlatformConsumer, RestPlatformProduct } from './rest.ts';

/** The plain fields of a Platform; `products` is a resolver (the platform's own, or a loader). */
export const platformFields = {
  id: (platform: RestPlatform) => String(platform.id),
  name: (platform: RestPlatform) => platform.name,
  owner: (platform: RestPlatform) => platform.owner,
  budget: (platform: RestPlatform) => platform.budget,
  productCount: (platform: RestPlatform) => platform.product_count,
};

/** The plain fields of a PlatformProduct; its consumers are resolvers (a loader). */
export const platformProductFields = {
  id: (product: RestPlatformProduct) => String(product.id),
  name: (product: RestPlatformProduct) => product.name,
  owner: (product: RestPlatformProduct) => product.owner,
  productFamilyId: (product: RestPlatformProduct) => String(product.productfamily),
  productFamilyName: (product: RestPlatformProduct) => product.productfamilyname,
  platformCost: (product: RestPlatformProduct) => product.platform_cost,
  budget: (product: RestPlatformProduct) => product.budget,
  consumersForecast: (product: RestPlatformProduct) => product.total_consumers_forecast,
  consumerProjectCount: (product: RestPlatformProduct) => product.consumer_projects,
  consumerApplicationCount: (product: RestPlatformProduct) => product.consumer_applications,
};

export const CONSUMER_KINDS: Record<RestPlatformConsumer['kind'], PlatformConsumerKind> = {
  project: 'PROJECT',
  application: 'APPLICATION',
};

/** The entity a consumer is: its project's or application's id. */
const entityOf = (consumer: RestPlatformConsumer) =>
  String(consumer.kind === 'project' ? consumer.project : consumer.application);

export const platformConsumerFields = {
  id: (consumer: RestPlatformConsumer) => String(consumer.id),
  kind: (consumer: RestPlatformConsumer) => CONSUMER_KINDS[consumer.kind],
  entityId: entityOf,
  name: (consumer: RestPlatformConsumer) => consumer.name,
  owner: (consumer: RestPlatformConsumer) => consumer.owner,
  productName: (consumer: RestPlatformConsumer) => consumer.productname,
  productFamilyName: (consumer: RestPlatformConsumer) => consumer.productfamilyname,
  budget: (consumer: RestPlatformConsumer) => consumer.totalbudget,
  share: (consumer: RestPlatformConsumer) => consumer.platform_cost,
  platformProductId: (consumer: RestPlatformConsumer) => String(consumer.platform),
};
