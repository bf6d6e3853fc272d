// Adding a platform product to a platform ('Add product to platform' after creating one).
import { useCallback } from 'react';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import type {
  AddProductToPlatformInput,
  AddProductToPlatformMutation as Data,
} from '../../../gql/graphql';
import { useWrite, type Write } from '../../../shared/writes/useWrite';
import { AddProductToPlatformMutation } from '../documents';

const ADD_PRODUCT: Write<Data, Data['addProductToPlatform'], string> = {
  payload: (data) => data.addProductToPlatform,
  done: (payload) => payload.platform?.id,
  success: PLATFORM_TEXTS.productAddedToPlatform,
  fields: ['productId'],
  fieldCodes: ['VALIDATION'],
};

export function useAddProductToPlatform() {
  const write = useWrite(AddProductToPlatformMutation, ADD_PRODUCT);
  return useCallback((input: AddProductToPlatformInput) => write({ input }), [write]);
}
