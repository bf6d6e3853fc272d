// The full overview (spec §2): products and platforms of every family that match the submitted
// filters. Until a filter is submitted it only says how to get there.
import { useQuery } from '@apollo/client/react';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../../gql';
import { EmptyText } from '../components/EmptyText';
import { LevelTrail } from '../components/LevelTrail';
import { Loading, LoadError } from '../components/QueryStatus';
import { SummaryPanel } from '../components/SummaryPanel';
import { summarize } from '../figures';
import type { LevelProps } from './levelProps';
import { ProductList } from './ProductList';

export const AllProductsQuery = graphql(`
  query AllProducts($filter: OverviewFilterInput!, $sort: OverviewSort!) {
    products(filter: $filter, sort: $sort) {
      ...ProductCardFields
    }
  }
`);

function FilteredProducts(props: LevelProps) {
  const { filter, sort } = props;
  const { data, error } = useQuery(AllProductsQuery, {
    variables: { filter, sort },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) return <LoadError error={error} />;
  if (!data) return <Loading label="Loading products" />;
  return (
    <>
      <SummaryPanel
        title="Budget summary: products shown"
        figures={summarize(data.products)}
        capsOf="product"
      />
      <ProductList {...props} products={data.products} showFamily />
    </>
  );
}

export function FullOverviewLevel(props: LevelProps & { filtered: boolean }) {
  const { filtered, ...levelProps } = props;
  return (
    <>
      <LevelTrail navigation={props.navigation} trail={[{ label: 'Full overview' }]} />
      {filtered ? <FilteredProducts {...levelProps} /> : <EmptyText text={TEXTS.selectFilter} />}
    </>
  );
}
