// The family overview in list mode (spec §2): each family with its figures, followed by its
// products and platforms, whose rows expand to their projects and applications. Families are
// paged so that a large organisation renders a screenful at a time.
import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { PAGE_SIZE, TEXTS } from '@cost-steering/schema';
import type {
  OverviewFamilyFieldsFragment,
  OverviewSort,
  ProductRowFieldsFragment,
} from '../../../../gql/graphql';
import type { OverviewNavigation } from '../useOverviewLocation';
import { FigureCells } from './FigureCells';
import { ProductRow } from './ProductRow';
import { productColumns, ProductTableHead } from './ProductTableHead';

type FamilyWithProducts = OverviewFamilyFieldsFragment & {
  products?: readonly ProductRowFieldsFragment[];
};

interface Props {
  families: readonly FamilyWithProducts[];
  navigation: OverviewNavigation;
  sort: OverviewSort;
}

export function FamilyTable({ families, navigation, sort }: Props) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  const columns = productColumns(false);
  const shown = families.slice(page * perPage, (page + 1) * perPage);

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
              {(family.products ?? []).length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns}>{TEXTS.listEmpty}</TableCell>
                </TableRow>
              ) : (
                family.products?.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    href={navigation.hrefOf({
                      kind: 'entities',
                      familyId: family.id,
                      productId: product.id,
                    })}
                    sort={sort}
                    showFamily={false}
                    columns={columns}
                  />
                ))
              )}
            </TableBody>
          ))}
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={families.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[PAGE_SIZE, 25, 50]}
        labelRowsPerPage="Families per page"
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
