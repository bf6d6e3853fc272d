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
  const { data } = useQuery(VersionQuery, { errorPolicy: 'all' });
  const version = data?.version?.trim() || DEFAULT_VERSION;
  return <>Version | {version}</>;
}
