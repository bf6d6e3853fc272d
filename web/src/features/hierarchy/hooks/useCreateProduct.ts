// Creating a product (spec §2, §5, §8). The hook owns its banner texts and its cache update: the
// product joins its family's product list, the family's available budget comes back with it, and
// the bell refetches because the server notifies the owner. There is no success banner: the form
// shows the success panel with the new product instead.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { CreatedProductFieldsFragment, CreateProductInput } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { refetchNotificationQueries } from '../../../shared/refetch/notificationQueries';
import { addToParentList, forgetAvailableBudget } from './cacheLists';
import { splitUserErrors } from './userErrors';

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
        field
        message
        code
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
] as const;

export type CreatedProduct = CreatedProductFieldsFragment;

export type CreateProductOutcome =
  | { status: 'created'; product: CreatedProduct }
  | { status: 'duplicate' }
  /** Rejected by the server's rules; messages by input field. */
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'failed' };

export function useCreateProduct() {
  const showBanner = useBanner();
  const client = useApolloClient();
  const [mutate] = useMutation(CreateProductMutation);

  return useCallback(
    async (input: CreateProductInput): Promise<CreateProductOutcome> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update(cache, result) {
            const product = result.data?.createProduct.product;
            if (!product) return;
            addToParentList(
              cache,
              { __typename: 'ProductFamily', id: product.family.id },
              'products',
              { __typename: 'Product', id: product.id },
            );
          },
        });
        const payload = data?.createProduct;
        if (payload?.product) {
          void refetchNotificationQueries(client);
          return { status: 'created', product: payload.product };
        }
        const errors = payload?.errors ?? [];
        if (errors.some((error) => error.code === 'DUPLICATE_NAME')) {
          showBanner(TEXTS.productDuplicate);
          return { status: 'duplicate' };
        }
        if (errors.some((error) => error.code === 'OVER_BUDGET')) {
          forgetAvailableBudget(client.cache, {
            __typename: 'ProductFamily',
            id: String(input.productFamilyId),
          });
        }
        const { fieldErrors, other } = splitUserErrors(errors, PRODUCT_FORM_FIELDS);
        if (other.length > 0) showBanner(TEXTS.productCreateFailed(other.join(' ')));
        return { status: 'invalid', fieldErrors };
      } catch (error) {
        showBanner(errorBannerText(error));
        return { status: 'failed' };
      }
    },
    [client, mutate, showBanner],
  );
}
