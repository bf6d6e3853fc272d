// /product-cost-unit-allocation?product={id} (spec §2): the product's one row with a column per
// cost unit and the total; 'This product is not allocated to any cost units.' when there is none.
// A deep link to a product that does not exist says so (the spec has no text; web/README.md).
import { useSearchParams } from 'wouter';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import { errorBannerText } from '../../../shared/errors/errorText';
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

export const PRODUCT_NOT_FOUND = 'There is no product with this id.';

export function ProductCostUnitAllocationPage() {
  const [params] = useSearchParams();
  const productId = params.get('product') ?? '';
  const { data, error } = useQuery(ProductCostUnitAllocationQuery, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const { data: named, error: nameError } = useQuery(ProductNameQuery, {
    variables: { id: productId },
  });
  const allocation = data?.productCostUnitAllocation;
  const productName = named?.product?.name ?? '';
  const failure = (!data && error) || (!named && nameError);
  const answered = data !== undefined && named !== undefined;
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Cost unit allocation{productName && `: ${productName}`}
      </Typography>
      {failure && <Alert severity="error">{errorBannerText(failure)}</Alert>}
      {!failure && !answered && <CircularProgress aria-label="Loading the allocation" />}
      {answered && !allocation && <Typography>{PRODUCT_NOT_FOUND}</Typography>}
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
