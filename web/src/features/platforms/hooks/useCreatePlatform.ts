// Creating a platform (spec §2 'Platforms', §5). Owns its banner and cache update: cached platform
// pages are dropped, so the overview asks again.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { CreatePlatformInput, PlatformFieldsFragment } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { refused, type PlatformOutcome } from './outcome';

export const CreatePlatformMutation = graphql(`
  mutation CreatePlatform($input: CreatePlatformInput!) {
    createPlatform(input: $input) {
      platform {
        ...PlatformFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export function useCreatePlatform() {
  const showBanner = useBanner();
  const [mutate] = useMutation(CreatePlatformMutation);
  return useCallback(
    async (input: CreatePlatformInput): Promise<PlatformOutcome<PlatformFieldsFragment>> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update(cache, result) {
            if (!result.data?.createPlatform.platform) return;
            cache.evict({ fieldName: 'platforms' });
            cache.gc();
          },
        });
        const payload = data?.createPlatform;
        if (payload?.platform) {
          showBanner(PLATFORM_TEXTS.platformCreated);
          return { status: 'done', done: payload.platform };
        }
        return refused(payload?.errors ?? [], showBanner, ['name', 'budget', 'owner']);
      } catch (error) {
        showBanner(errorBannerText(error));
        return { status: 'failed' };
      }
    },
    [mutate, showBanner],
  );
}
