// /product-cost-unit-allocation?product={id} (spec §2): the product's one row with a column per
// cost unit and the total; 'This product is not allocated to any cost units.' when there is none.
import { useSearchParams } from 'wouter';
import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import { ProductAllocationTable } from '../components/ProductAllocationTable';
import { ProductCostUnitAllocationQuery } from '../documents';

export const ProductNameQuery = graphql(`
  query ProductNameForAllocation($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`);

export function ProductCostUnitAllocationPage() {
  const [params] = useSearchParams();
  const productId = params.get('product') ?? '';
  const { data } = useQuery(ProductCostUnitAllocationQuery, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const { data: named } = useQuery(ProductNameQuery, { variables: { id: productId } });
  const allocation = data?.productCostUnitAllocation;
  const productName = named?.product?.name ?? '';
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Cost unit allocation{productName && `: ${productName}`}
      </Typography>
      {/* The row names the product: it waits for both answers, never showing a nameless row. */}
      {allocation && named && (
        <ProductAllocationTable
          row={{
            productName,
            costUnits: allocation.costUnits,
            totalPercent: allocation.totalPercent,
          }}
        />
      )}
    </Paper>
  );
}
