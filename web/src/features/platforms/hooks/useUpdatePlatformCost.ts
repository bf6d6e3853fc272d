// Update cost on /manage-platform (spec §7 PUT /products/{id}): 'Successfully modified platform',
// then the products are fetched again after 1 s (spec §9): every active query of products and
// platforms, so the consumers' new shares show — not the session's queries (user, configuration),
// whose refetch would remount the screen and lose what the user is choosing.
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

/** The queries that show products or platforms (by operation name). */
const PRODUCT_QUERY = /Product|Platform|Overview|Famil/;

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
          void client.refetchQueries({
            include: 'active',
            onQueryUpdated: (query) => PRODUCT_QUERY.test(query.queryName ?? ''),
          });
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
