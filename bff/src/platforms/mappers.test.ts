// The REST → GraphQL mapping of platforms, products and consumers, field by field.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import { RestUserError } from '../errors.ts';
import { write } from '../writes/write.ts';
import { PLATFORM_WRITE } from './inputs.ts';
import { platformConsumerFields, platformFields, platformProductFields } from './mappers.ts';
import type { RestPlatformConsumer, RestPlatformProduct } from './rest.ts';

const mapAll = <T>(fields: Record<string, (row: T) => unknown>, row: T) =>
  Object.fromEntries(Object.entries(fields).map(([name, map]) => [name, map(row)]));

describe('platform mappers', () => {
  it('maps a platform', () => {
    const platform = { id: 2, name: 'Cloud', owner: 'pfm', budget: '10.00', product_count: 1 };
    assert.deepEqual(mapAll(platformFields, platform), {
      id: '2',
      name: 'Cloud',
      owner: 'pfm',
      budget: '10.00',
      productCount: 1,
    });
  });

  it('maps a platform product', () => {
    const product: RestPlatformProduct = {
      id: 7,
      name: 'Kubernetes',
      owner: 'controller',
      productfamily: 3,
      productfamilyname: 'Shared Platform Services',
      platform_cost: '100.00',
      budget: '50.00',
      total_consumers_forecast: '100.00',
      consumer_projects: 2,
      consumer_applications: 1,
      platforms: [2],
    };
    assert.deepEqual(mapAll(platformProductFields, product), {
      id: '7',
      name: 'Kubernetes',
      owner: 'controller',
      productFamilyId: '3',
      productFamilyName: 'Shared Platform Services',
      platformCost: '100.00',
      budget: '50.00',
      consumersForecast: '100.00',
      consumerProjectCount: 2,
      consumerApplicationCount: 1,
    });
  });

  it('maps a consumer of either kind to its project or application', () => {
    const base = {
      name: 'Checkout',
      owner: 'pfm',
      product: 4,
      productname: 'Shop',
      productfamily: 5,
      productfamilyname: 'Retail',
      totalbudget: '300.00',
      platform: 7,
      platform_cost: '33.34',
    };
    const app: RestPlatformConsumer = { ...base, id: 11, kind: 'application', application: 9 };
    assert.deepEqual(mapAll(platformConsumerFields, app), {
      id: '11',
      kind: 'APPLICATION',
      entityId: '9',
      name: 'Checkout',
      owner: 'pfm',
      productName: 'Shop',
      productFamilyName: 'Retail',
      budget: '300.00',
      share: '33.34',
      platformProductId: '7',
    });
    const project: RestPlatformConsumer = { ...base, id: 12, kind: 'project', project: 8 };
    assert.equal(platformConsumerFields.entityId(project), '8');
    assert.equal(platformConsumerFields.kind(project), 'PROJECT');
  });

  it('puts REST errors on the input fields with the spec texts', async () => {
    const refusal = new RestUserError([
      { field: 'project', message: PLATFORM_TEXTS.projectAlreadyAddedServer, code: 'CONFLICT' },
      {
        field: 'application',
        message: PLATFORM_TEXTS.applicationAlreadyAddedServer,
        code: 'CONFLICT',
      },
      { field: 'platform', message: 'x', code: 'VALIDATION' },
      { field: null, message: 'y', code: 'VALIDATION' },
    ]);
    const { errors } = await write(() => Promise.reject(refusal), PLATFORM_WRITE);
    assert.deepEqual(errors, [
      { field: 'entityId', message: 'Error: Project has already been added!', code: 'CONFLICT' },
      {
        field: 'entityId',
        message: 'Error: Application has already been added!',
        code: 'CONFLICT',
      },
      { field: 'platformProductId', message: 'x', code: 'VALIDATION' },
      { field: null, message: 'y', code: 'VALIDATION' },
    ]);
  });
});
