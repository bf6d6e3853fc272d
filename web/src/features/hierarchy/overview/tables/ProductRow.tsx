// A product or platform in a table: its figures, a link down to its projects and applications,
// and an expander that lists them in place (spec §2 'rows expand to projects and applications').
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { OverviewSort, ProductRowFieldsFragment } from '../../../../gql/graphql';
import { FigureCells } from './FigureCells';
import { ProductEntities } from './ProductEntities';

interface Props {
  product: ProductRowFieldsFragment;
  /** The projects-and-applications level of this product. */
  href: string;
  sort: OverviewSort;
  showFamily: boolean;
  columns: number;
}

export function ProductRow({ product, href, sort, showFamily, columns }: Props) {
  const [open, setOpen] = useState(false);
  const action = open ? 'Hide' : 'Show';
  return (
    <>
      <TableRow hover sx={{ '& > td, & > th': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={`${action} projects and applications of ${product.name}`}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          <Link component={RouterLink} to={href}>
            {product.name}
          </Link>
          {product.isPlatform && <Chip label="Platform" size="small" sx={{ ml: 1 }} />}
        </TableCell>
        {showFamily && <TableCell>{product.family.name}</TableCell>}
        <TableCell>{product.owner}</TableCell>
        <FigureCells figures={product} />
      </TableRow>
      <TableRow>
        <TableCell colSpan={columns} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <ProductEntities productId={product.id} isPlatform={product.isPlatform} sort={sort} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
