// The product overview of one family (spec §2): its products and platforms, filtered and sorted
// by the server, with the summary of what is shown.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { EmptyText } from '../components/EmptyText';
import { LevelTrail } from '../components/LevelTrail';
import { Loading, LoadError } from '../components/QueryStatus';
import { SummaryPanel } from '../components/SummaryPanel';
import { summarize } from '../figures';
import type { LevelProps } from './levelProps';
import { ProductList } from './ProductList';

export const FamilyProductsQuery = graphql(`
  query FamilyProducts($familyId: ID!, $filter: OverviewFilterInput!, $sort: OverviewSort!) {
    productFamily(id: $familyId) {
      id
      name
      products(filter: $filter, sort: $sort) {
        ...ProductCardFields
      }
    }
  }
`);

export function ProductLevel({ familyId, ...props }: LevelProps & { familyId: string }) {
  const { filter, sort, navigation } = props;
  const { data, error } = useQuery(FamilyProductsQuery, {
    variables: { familyId, filter, sort },
    fetchPolicy: 'cache-and-network',
  });

  if (error && !data) return <LoadError error={error} />;
  if (!data) return <Loading label="Loading products" />;
  const family = data.productFamily;
  if (!family) {
    return (
      <>
        <LevelTrail navigation={navigation} trail={[]} />
        <EmptyText text="This product family does not exist." />
      </>
    );
  }
  return (
    <>
      <LevelTrail navigation={navigation} trail={[{ label: family.name }]} />
      <SummaryPanel
        title={`Budget summary: products of ${family.name}`}
        figures={summarize(family.products)}
        capsOf="product"
      />
      <ProductList {...props} products={family.products} showFamily={false} />
    </>
  );
}
