// Add Consumer on /manage-platform: 'Successfully added consumer to platform', or the spec's
// 'Error: Project has already been added!' / 'Error: Application has already been added!'. The
// payload's product carries every consumer's new share, which updates the cache.
import { useCallback } from 'react';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import type {
  AddPlatformConsumerInput,
  AddPlatformConsumerMutation as Data,
} from '../../../gql/graphql';
import { useWrite, type Write } from '../../../shared/writes/useWrite';
import { AddPlatformConsumerMutation } from '../documents';

const ADD_CONSUMER: Write<Data, Data['addPlatformConsumer'], true> = {
  payload: (data) => data.addPlatformConsumer,
  done: (payload) => (payload.consumer ? true : null),
  success: PLATFORM_TEXTS.consumerAdded,
};

export function useAddPlatformConsumer() {
  const write = useWrite(AddPlatformConsumerMutation, ADD_CONSUMER);
  return useCallback(
    async (input: AddPlatformConsumerInput): Promise<boolean> =>
      (await write({ input })).status === 'done',
    [write],
  );
}
