// Update cost on /manage-platform (spec §7 PUT /products/{id}): 'Successfully modified platform',
// then the products are fetched again after 1 s (spec §9): every active query of products and
// platforms, so the consumers' new shares show — not the session's queries (user, configuration),
// whose refetch would remount the screen and lose what the user is choosing.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { PLATFORM_TEXTS, TIMINGS } from '@cost-steering/schema';
import type { UpdatePlatformCostOfPlatformMutation as Data } from '../../../gql/graphql';
import { useWrite, type Write } from '../../../shared/writes/useWrite';
import { UpdatePlatformCostMutation } from '../documents';

/** The queries that show products or platforms (by operation name). */
const PRODUCT_QUERY = /Product|Platform|Overview|Famil/;

const UPDATE_COST: Write<Data, Data['updatePlatformCost'], true> = {
  payload: (data) => data.updatePlatformCost,
  done: (payload) => (payload.product ? true : null),
  success: PLATFORM_TEXTS.platformModified,
};

export function useUpdatePlatformCost() {
  const client = useApolloClient();
  const write = useWrite(UpdatePlatformCostMutation, UPDATE_COST);
  return useCallback(
    async (productId: string, platformCost: string): Promise<boolean> => {
      const outcome = await write({ input: { productId, platformCost } });
      if (outcome.status !== 'done') return false;
      setTimeout(() => {
        void client.refetchQueries({
          include: 'active',
          onQueryUpdated: (query) => PRODUCT_QUERY.test(query.queryName ?? ''),
        });
      }, TIMINGS.platformCostRefetchMs);
      return true;
    },
    [client, write],
  );
}
