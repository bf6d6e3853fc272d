// Footer version text of spec §1: 'Version | x', 1.0.0 when the server does not say.
import { useQuery } from '@apollo/client/react';
import { DEFAULT_VERSION } from '@cost-steering/schema';
import { graphql } from '../../gql';

export const VersionQuery = graphql(`
  query Version {
    version
  }
`);

export function BackendVersion() {
  const { data, loading } = useQuery(VersionQuery, { errorPolicy: 'all' });
  // Nothing while asking, so the default never flashes before the real version.
  if (loading) return null;
  return <>Version | {data?.version?.trim() || DEFAULT_VERSION}</>;
}
