// Creating a product family (spec §2, §5, §8). The hook owns its banner texts and its cache
// update: the new family joins the overview's list and the create forms' family choices without
// a reload, and the bell refetches because the server notifies the owner.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { CreateProductFamilyInput, ProductFamilyFieldsFragment } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { refetchNotificationQueries } from '../../../shared/refetch/notificationQueries';
import { FamilyChoicesQuery, ProductFamiliesQuery } from '../documents';

export const CreateProductFamilyMutation = graphql(`
  mutation CreateProductFamily($input: CreateProductFamilyInput!) {
    createProductFamily(input: $input) {
      productFamily {
        ...ProductFamilyFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export type CreateOutcome =
  | { status: 'created'; family: ProductFamilyFieldsFragment }
  | { status: 'duplicate' }
  /** Rejected by the server's rules; messages by input field. */
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'failed' };

export function useCreateProductFamily() {
  const showBanner = useBanner();
  const client = useApolloClient();
  const [mutate] = useMutation(CreateProductFamilyMutation);

  return useCallback(
    async (input: CreateProductFamilyInput): Promise<CreateOutcome> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update(cache, result) {
            const family = result.data?.createProductFamily.productFamily;
            if (!family) return;
            // Each list is extended only where it is cached completely for its query.
            for (const query of [ProductFamiliesQuery, FamilyChoicesQuery] as const) {
              cache.updateQuery<{ productFamilies: readonly { id: string }[] }>(
                { query },
                (cached) =>
                  cached && !cached.productFamilies.some((known) => known.id === family.id)
                    ? { productFamilies: [...cached.productFamilies, family] }
                    : undefined,
              );
            }
          },
        });
        const payload = data?.createProductFamily;
        if (payload?.productFamily) {
          showBanner(TEXTS.familyCreated);
          void refetchNotificationQueries(client);
          return { status: 'created', family: payload.productFamily };
        }
        const errors = payload?.errors ?? [];
        if (errors.some((error) => error.code === 'DUPLICATE_NAME')) {
          showBanner(TEXTS.familyDuplicate);
          return { status: 'duplicate' };
        }
        const fieldErrors: Record<string, string> = {};
        for (const error of errors) {
          if (error.field) fieldErrors[error.field] ??= error.message;
          else showBanner(`Error: ${error.message}`);
        }
        return { status: 'invalid', fieldErrors };
      } catch (error) {
        showBanner(errorBannerText(error));
        return { status: 'failed' };
      }
    },
    [client, mutate, showBanner],
  );
}
