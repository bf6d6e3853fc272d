// Products and platforms in list mode (the products of a family, or the full overview).
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import type { OverviewSort, ProductRowFieldsFragment } from '../../../../gql/graphql';
import type { OverviewNavigation } from '../useOverviewLocation';
import { ProductRow } from './ProductRow';
import { productColumns, ProductTableHead } from './ProductTableHead';

interface Props {
  products: readonly ProductRowFieldsFragment[];
  navigation: OverviewNavigation;
  sort: OverviewSort;
  /** The full overview mixes families: name each product's family. */
  showFamily: boolean;
}

export function ProductTable({ products, navigation, sort, showFamily }: Props) {
  const columns = productColumns(showFamily);
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Products">
        <ProductTableHead showFamily={showFamily} />
        <TableBody>
          {products.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              href={navigation.hrefOf({
                kind: 'entities',
                familyId: product.family.id,
                productId: product.id,
              })}
              sort={sort}
              showFamily={showFamily}
              columns={columns}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
