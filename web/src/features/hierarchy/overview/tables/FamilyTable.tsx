// The family overview in list mode (spec §2): each family with its figures, followed by its
// products and platforms, whose rows expand to their projects and applications. Families are
// paged, and the products of the page shown are loaded with it (one query for the page): what
// the table costs grows with the page, not with the organisation.
import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../../gql';
import type {
  OverviewFamilyFieldsFragment,
  OverviewFilterInput,
  OverviewSort,
  ProductRowFieldsFragment,
} from '../../../../gql/graphql';
import { errorBannerText } from '../../../../shared/errors/errorText';
import type { OverviewNavigation } from '../useOverviewLocation';
import { FigureCells } from './FigureCells';
import FamilyPager from '../components/FamilyPager';
import type { PagerProps } from '../components/FamilyPagination';
import { ProductRow } from './ProductRow';
import { productColumns, ProductTableHead } from './ProductTableHead';

export const FamilyPageProductsQuery = graphql(`
  query FamilyPageProducts($ids: [ID!]!, $filter: OverviewFilterInput!, $sort: OverviewSort!) {
    productFamilies(ids: $ids, filter: $filter, sort: $sort) {
      id
      products(filter: $filter, sort: $sort) {
        ...ProductRowFields
      }
    }
  }
`);

interface Props {
  /** The families of the page shown (FamilyLevel pages them on the server). */
  families: readonly OverviewFamilyFieldsFragment[];
  pager: PagerProps;
  filter: OverviewFilterInput;
  navigation: OverviewNavigation;
  sort: OverviewSort;
}

export function FamilyTable({ families: shown, pager, filter, navigation, sort }: Props) {
  const columns = productColumns(false);
  const { data, error } = useQuery(FamilyPageProductsQuery, {
    variables: { ids: shown.map((family) => family.id), filter, sort },
    fetchPolicy: 'cache-and-network',
  });
  const productsOf = new Map(data?.productFamilies.map((family) => [family.id, family.products]));

  const productRows = (family: OverviewFamilyFieldsFragment) => {
    const products: readonly ProductRowFieldsFragment[] | undefined = productsOf.get(family.id);
    const message = products
      ? products.length === 0 && TEXTS.listEmpty
      : error
        ? errorBannerText(error)
        : 'Loading products…';
    if (message) {
      return (
        <TableRow>
          <TableCell colSpan={columns}>{message}</TableCell>
        </TableRow>
      );
    }
    return products!.map((product) => (
      <ProductRow
        key={product.id}
        product={product}
        href={navigation.hrefOf({ kind: 'entities', familyId: family.id, productId: product.id })}
        sort={sort}
        showFamily={false}
        columns={columns}
      />
    ));
  };

  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label="Product families">
          <ProductTableHead showFamily={false} />
          {shown.map((family) => (
            <TableBody key={family.id} aria-label={family.name}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell />
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {family.name}
                </TableCell>
                <TableCell>{family.owner}</TableCell>
                <FigureCells figures={family} />
              </TableRow>
              {productRows(family)}
            </TableBody>
          ))}
        </Table>
      </TableContainer>
      <FamilyPager {...pager} />
    </Paper>
  );
}
