// The projects and applications of one product, fetched when its table row is expanded.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { graphql } from '../../../../gql';
import type { OverviewSort } from '../../../../gql/graphql';
import { Loading, LoadError } from '../components/QueryStatus';
import { EntityTable } from './EntityTable';

export const ProductEntitiesQuery = graphql(`
  query ProductEntities($productId: ID!, $sort: OverviewSort!) {
    product(id: $productId) {
      id
      projects(sort: $sort) {
        ...BudgetEntityFields
      }
      applications(sort: $sort) {
        ...BudgetEntityFields
      }
    }
  }
`);

interface Props {
  productId: string;
  isPlatform: boolean;
  sort: OverviewSort;
}

export function ProductEntities({ productId, isPlatform, sort }: Props) {
  const { data, error } = useQuery(ProductEntitiesQuery, { variables: { productId, sort } });
  if (error && !data) return <LoadError error={error} />;
  if (!data) return <Loading label="Loading projects and applications" />;
  return (
    <Box sx={{ py: 1, pl: 6 }}>
      <EntityTable
        projects={data.product?.projects ?? []}
        applications={data.product?.applications ?? []}
        isPlatform={isPlatform}
      />
    </Box>
  );
}
