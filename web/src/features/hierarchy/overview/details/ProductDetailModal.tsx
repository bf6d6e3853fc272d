// The product detail modal (spec §2): three charts of the product's figures, shown
// TIMINGS.productDetailWaitMs after the figures arrived (spec §9), the links to its other screens,
// and its purchase orders and invoices — or the permission text when the server refuses them.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TEXTS, TIMINGS } from '@cost-steering/schema';
import { graphql } from '../../../../gql';
import { Loading, LoadError } from '../components/QueryStatus';
import { ProductActions } from './ProductActions';
import type { ProductRef } from './ProductDetails';
import { PurchaseOrderTable } from './PurchaseOrderTable';

// MUI X Charts is large: it loads with the first opened modal, never with the overview.
const ProductCharts = lazy(() =>
  import('./ProductCharts').then((module) => ({ default: module.ProductCharts })),
);

export const ProductFiguresQuery = graphql(`
  query ProductFigures($id: ID!) {
    product(id: $id) {
      id
      budget
      forecast
      actuals
      budgetBreakdown {
        ...CostBreakdownFields
      }
      forecastBreakdown {
        ...CostBreakdownFields
      }
      actualsBreakdown {
        ...CostBreakdownFields
      }
      lastYear {
        ...YearFiguresFields
      }
      nextYear {
        ...YearFiguresFields
      }
      purchaseOrdersCurrentYear {
        ...CostBreakdownFields
      }
      purchaseOrdersNextYear {
        ...CostBreakdownFields
      }
    }
  }

  fragment CostBreakdownFields on CostBreakdown {
    capital {
      infrastructure
      maintenance
      enhancement
    }
    expense {
      infrastructure
      maintenance
      enhancement
    }
  }

  fragment YearFiguresFields on YearFigures {
    year
    budget
    forecast
    actuals
  }
`);

export const ProductOrdersQuery = graphql(`
  query ProductOrders($id: ID!, $withInvoices: Boolean!) {
    product(id: $id) {
      id
      purchaseOrders {
        ...PurchaseOrderFields
      }
      invoices @include(if: $withInvoices) {
        ...InvoiceFields
      }
    }
  }
`);

function isForbidden(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === 'FORBIDDEN')
  );
}

/** True once `delayMs` have passed since `ready` became true. */
function useDelayAfter(ready: boolean, delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs]);
  return passed;
}

function Figures({ product }: { product: ProductRef }) {
  const { data, error } = useQuery(ProductFiguresQuery, {
    variables: { id: product.id },
    fetchPolicy: 'cache-and-network',
  });
  const figures = data?.product;
  const chartsDue = useDelayAfter(Boolean(figures), TIMINGS.productDetailWaitMs);

  if (error && !data) return <LoadError error={error} />;
  if (data && !figures) return <Alert severity="info">This product does not exist.</Alert>;
  if (!figures || !chartsDue) return <Loading label="Loading the charts" />;
  return (
    <Suspense fallback={<Loading label="Loading the charts" />}>
      <ProductCharts figures={figures} />
    </Suspense>
  );
}

function Orders({ product }: { product: ProductRef }) {
  const { data, error } = useQuery(ProductOrdersQuery, {
    variables: { id: product.id, withInvoices: !product.isPlatform },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) {
    return isForbidden(error) ? (
      <Alert severity="warning">{TEXTS.forbiddenDetails}</Alert>
    ) : (
      <LoadError error={error} />
    );
  }
  if (!data) return <Loading label="Loading purchase orders" />;
  return (
    <PurchaseOrderTable
      orders={data.product?.purchaseOrders ?? []}
      invoices={product.isPlatform ? null : (data.product?.invoices ?? [])}
      entityType="product"
    />
  );
}

export function ProductDetailModal({ product, onClose }: { product: ProductRef; onClose(): void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="product-details-title">
      <DialogTitle id="product-details-title">
        {product.name}
        {product.isPlatform && <Chip label="Platform" size="small" sx={{ ml: 1 }} />}
      </DialogTitle>
      <DialogContent dividers>
        <ProductActions product={product} />
        <Figures product={product} />
        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          Purchase orders
        </Typography>
        <Orders product={product} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
