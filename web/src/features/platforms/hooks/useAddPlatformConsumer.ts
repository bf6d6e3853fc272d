// Add Consumer on /manage-platform: 'Successfully added consumer to platform', or the spec's
// 'Error: Project has already been added!' / 'Error: Application has already been added!'. The
// payload's product carries every consumer's new share, which updates the cache.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import type { AddPlatformConsumerInput } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { bannerText } from './outcome';

export const AddPlatformConsumerMutation = graphql(`
  mutation AddPlatformConsumer($input: AddPlatformConsumerInput!) {
    addPlatformConsumer(input: $input) {
      consumer {
        ...PlatformConsumerFields
      }
      platformProduct {
        ...PlatformProductFields
        consumerProjects {
          ...PlatformConsumerFields
        }
        consumerApplications {
          ...PlatformConsumerFields
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

export function useAddPlatformConsumer() {
  const showBanner = useBanner();
  const [mutate] = useMutation(AddPlatformConsumerMutation);
  return useCallback(
    async (input: AddPlatformConsumerInput): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const payload = data?.addPlatformConsumer;
        if (payload?.consumer) {
          showBanner(PLATFORM_TEXTS.consumerAdded);
          return true;
        }
        for (const error of payload?.errors ?? []) showBanner(bannerText(error.message));
        return false;
      } catch (error) {
        showBanner(errorBannerText(error));
        return false;
      }
    },
    [mutate, showBanner],
  );
}
