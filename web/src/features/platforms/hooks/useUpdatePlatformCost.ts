// Update cost on /manage-platform (spec §7 PUT /products/{id}): 'Successfully modified platform',
// then every product is fetched again after 1 s (spec §9) — the active product and platform
// queries, so the consumers' new shares show.
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { PLATFORM_TEXTS, TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { bannerText } from './outcome';

export const UpdatePlatformCostMutation = graphql(`
  mutation UpdatePlatformCostOfPlatform($input: UpdatePlatformCostInput!) {
    updatePlatformCost(input: $input) {
      product {
        id
        platformCost
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export function useUpdatePlatformCost() {
  const showBanner = useBanner();
  const client = useApolloClient();
  const [mutate] = useMutation(UpdatePlatformCostMutation);
  return useCallback(
    async (productId: string, platformCost: string): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { input: { productId, platformCost } } });
        const payload = data?.updatePlatformCost;
        if (!payload?.product) {
          for (const error of payload?.errors ?? []) showBanner(bannerText(error.message));
          return false;
        }
        showBanner(PLATFORM_TEXTS.platformModified);
        setTimeout(() => {
          void client.refetchQueries({ include: 'active' });
        }, TIMINGS.platformCostRefetchMs);
        return true;
      } catch (error) {
        showBanner(errorBannerText(error));
        return false;
      }
    },
    [client, mutate, showBanner],
  );
}
