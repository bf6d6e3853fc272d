// Creating a platform (spec §2 'Platforms', §5). Owns its banner and cache update: cached platform
// pages are dropped, so the overview asks again.
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { PLATFORM_TEXTS } from '@cost-steering/schema';
import type {
  CreatePlatformInput,
  CreatePlatformMutation as Data,
  PlatformFieldsFragment,
} from '../../../gql/graphql';
import { useWrite, type Write } from '../../../shared/writes/useWrite';
import { CreatePlatformMutation } from '../documents';

const CREATE_PLATFORM: Write<Data, Data['createPlatform'], PlatformFieldsFragment> = {
  payload: (data) => data.createPlatform,
  done: (payload) => payload.platform,
  success: PLATFORM_TEXTS.platformCreated,
  fields: ['name', 'budget', 'owner'],
  fieldCodes: ['VALIDATION'],
};

const OPTIONS = {
  update(cache: ApolloCache, result: { data?: Data | null }) {
    if (!result.data?.createPlatform.platform) return;
    cache.evict({ fieldName: 'platforms' });
    cache.gc();
  },
};

export function useCreatePlatform() {
  const write = useWrite(CreatePlatformMutation, CREATE_PLATFORM, OPTIONS);
  return useCallback((input: CreatePlatformInput) => write({ input }), [write]);
}
