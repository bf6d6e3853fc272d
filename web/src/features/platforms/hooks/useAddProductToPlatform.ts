// Adding a platform product to a platform ('Add product to platform' after creating one).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { AddProductToPlatformInput } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { refused, type PlatformOutcome } from './outcome';

export const AddProductToPlatformMutation = graphql(`
  mutation AddProductToPlatform($input: AddProductToPlatformInput!) {
    addProductToPlatform(input: $input) {
      platform {
        ...PlatformFields
        products {
          ...PlatformProductFields
        }
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export function useAddProductToPlatform() {
  const showBanner = useBanner();
  const [mutate] = useMutation(AddProductToPlatformMutation);
  return useCallback(
    async (input: AddProductToPlatformInput): Promise<PlatformOutcome<string>> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const payload = data?.addProductToPlatform;
        if (payload?.platform) {
          showBanner(PLATFORM_TEXTS.productAddedToPlatform);
          return { status: 'done', done: payload.platform.id };
        }
        return refused(payload?.errors ?? [], showBanner, ['productId']);
      } catch (error) {
        showBanner(errorBannerText(error));
        return { status: 'failed' };
      }
    },
    [mutate, showBanner],
  );
}
