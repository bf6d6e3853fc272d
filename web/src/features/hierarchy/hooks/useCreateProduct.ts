// Creating a product (spec §2, §5, §8). The hook owns its banner texts and its cache update: the
// product joins its family's product list, the family's available budget comes back with it, and
// the bell refetches because the server notifies the owner. There is no success banner: the form
// shows the success panel with the new product instead.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type {
  CreatedProductFieldsFragment,
  CreateProductInput,
  CreateProductMutation as Data,
} from '../../../gql/graphql';
import {
  toFormOutcome,
  useWrite,
  type FormOutcome,
  type Write,
} from '../../../shared/writes/useWrite';
import { refetchNotificationQueries } from '../../../shared/refetch/notificationQueries';
import { addToParentList, forgetAvailableBudget } from './cacheLists';

export const CreatedProductFields = graphql(`
  fragment CreatedProductFields on Product {
    id
    name
    owner
    budgetLimit
    target
    availableBudget
    isPlatform
    platformCost
    region {
      id
      name
    }
    image {
      id
      name
      dataUrl
    }
    family {
      id
      name
      availableBudget
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      product {
        ...CreatedProductFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** The input fields the product form shows errors at. */
const PRODUCT_FORM_FIELDS = [
  'productFamilyId',
  'name',
  'owner',
  'regionId',
  'budgetLimit',
  'target',
  'platformCost',
];

export type CreatedProduct = CreatedProductFieldsFragment;

export type CreateProductOutcome = FormOutcome<CreatedProduct>;

/** No success banner: the form shows the success panel with the new product instead. */
const CREATE_PRODUCT: Write<Data, Data['createProduct'], CreatedProduct> = {
  payload: (data) => data.createProduct,
  done: (payload) => payload.product,
  fields: PRODUCT_FORM_FIELDS,
  refused: (rest, all) => {
    if (all.some((error) => error.code === 'DUPLICATE_NAME')) return TEXTS.productDuplicate;
    return rest.length > 0
      ? TEXTS.productCreateFailed(rest.map((error) => error.message).join(' '))
      : null;
  },
};

const OPTIONS = {
  update(cache: ApolloCache, result: { data?: Data | null }) {
    const product = result.data?.createProduct.product;
    if (!product) return;
    addToParentList(cache, { __typename: 'ProductFamily', id: product.family.id }, 'products', {
      __typename: 'Product',
      id: product.id,
    });
  },
};

export function useCreateProduct() {
  const client = useApolloClient();
  const write = useWrite(CreateProductMutation, CREATE_PRODUCT, OPTIONS);
  return useCallback(
    async (input: CreateProductInput): Promise<CreateProductOutcome> => {
      const outcome = await write({ input });
      if (outcome.status === 'done') void refetchNotificationQueries(client);
      if (outcome.status === 'refused' && outcome.errors.some((e) => e.code === 'OVER_BUDGET')) {
        forgetAvailableBudget(client.cache, {
          __typename: 'ProductFamily',
          id: String(input.productFamilyId),
        });
      }
      return toFormOutcome(outcome);
    },
    [client, write],
  );
}
