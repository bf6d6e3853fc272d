// Creating a product family (spec §2, §5, §8). The hook owns its banner texts and its cache
// update: the new family joins the overview's list and the create forms' family choices without
// a reload, and the bell refetches because the server notifies the owner.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import type {
  CreateProductFamilyInput,
  CreateProductFamilyMutation as Data,
  ProductFamilyFieldsFragment,
} from '../../../gql/graphql';
import { errorText } from '../../../shared/errors/errorText';
import { useFormWrite, type FormOutcome, type Write } from '../../../shared/writes/useWrite';
import { refetchNotificationQueries } from '../../../shared/refetch/notificationQueries';
import { FamilyChoicesQuery, ProductFamiliesQuery } from '../documents';
import { CreateProductFamilyMutation } from '../documents';

export type CreateOutcome = FormOutcome<ProductFamilyFieldsFragment>;

const CREATE_FAMILY: Write<Data, Data['createProductFamily'], ProductFamilyFieldsFragment> = {
  payload: (data) => data.createProductFamily,
  done: (payload) => payload.productFamily,
  success: TEXTS.familyCreated,
  fields: (field) => field,
  refused: (rest, all) =>
    all.some((error) => error.code === 'DUPLICATE_NAME')
      ? TEXTS.familyDuplicate
      : rest.map((error) => errorText(error.message)),
};

const OPTIONS = {
  update(cache: ApolloCache, result: { data?: Data | null }) {
    const family = result.data?.createProductFamily.productFamily;
    if (!family) return;
    // Each list is extended only where it is cached completely for its query.
    for (const query of [ProductFamiliesQuery, FamilyChoicesQuery] as const) {
      cache.updateQuery<{ productFamilies: readonly { id: string }[] }>({ query }, (cached) =>
        cached && !cached.productFamilies.some((known) => known.id === family.id)
          ? { productFamilies: [...cached.productFamilies, family] }
          : undefined,
      );
    }
  },
};

export function useCreateProductFamily() {
  const client = useApolloClient();
  const create = useFormWrite(CreateProductFamilyMutation, CREATE_FAMILY, OPTIONS);
  return useCallback(
    async (input: CreateProductFamilyInput): Promise<CreateOutcome> => {
      const outcome = await create(input);
      if (outcome.status === 'created') void refetchNotificationQueries(client);
      return outcome;
    },
    [client, create],
  );
}
