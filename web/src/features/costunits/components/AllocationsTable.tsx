// The manage screen's products (spec §2 'Manage'): each with its percentage, changeable within
// what remains of the product (its own share + the unallocated rest), and Remove.
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'wouter';
import { Formik, Form } from 'formik';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COST_UNIT_ALLOCATION_VIEW_ROLES, percentageSchema } from '@cost-steering/schema';
import type { CostUnitAllocationFieldsFragment } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import { hasAnyRole, useSession } from '../../../shared/session/session';
import { FocusAfterSave } from '../../../shared/forms/FocusAfterSave';
import { PercentageField } from '../forms/AllocationForm';
import type { CostUnitWrites } from '../hooks/useCostUnitWrites';

/** The most this cost unit may hold of the product: its share plus what no unit carries. */
export const maxPercentOf = (allocation: CostUnitAllocationFieldsFragment) =>
  Math.floor(allocation.percent + allocation.unallocatedPercent);

function PercentageCell({
  allocation,
  writes,
}: {
  allocation: CostUnitAllocationFieldsFragment;
  writes: Pick<CostUnitWrites, 'setPercentage'>;
}) {
  const max = maxPercentOf(allocation);
  const schema = useMemo(() => percentageSchema(max), [max]);
  const field = useRef<HTMLInputElement>(null);
  return (
    <Formik
      initialValues={{ percentage: String(allocation.percent) }}
      validationSchema={schema}
      enableReinitialize
      onSubmit={async (values) => {
        await writes.setPercentage({
          costUnitId: allocation.costUnitId,
          productId: allocation.productId,
          percent: Number(values.percentage),
        });
      }}
    >
      {({ isValid, isSubmitting, dirty }) => (
        <Form noValidate aria-label={`Percentage of ${allocation.productName}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <PercentageField
              disabled={isSubmitting}
              label={`Percentage (max ${max})`}
              inputRef={field}
            />
            {/* After a save (Save is disabled then) back to the field it saved. */}
            <FocusAfterSave saving={isSubmitting} target={field} />
            <Button type="submit" disabled={!isValid || !dirty || isSubmitting}>
              Save
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

export function AllocationsTable({
  allocations,
  writes,
}: {
  allocations: readonly CostUnitAllocationFieldsFragment[];
  writes: Pick<CostUnitWrites, 'setPercentage' | 'remove'>;
}) {
  const money = useMoney();
  // The product's allocation page has roles of its own (route table): without them the name is
  // plain text, not a link that would send the user back to the overview.
  const mayViewProduct = hasAnyRole(useSession().user, COST_UNIT_ALLOCATION_VIEW_ROLES);
  // After Remove, once the product has left the list: the Remove button now in its place, else
  // the one before, else the allocation form's first field (not <body>).
  const table = useRef<HTMLTableElement>(null);
  const removed = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const gone = removed.current;
    if (!gone || allocations.some((a) => a.id === gone.id)) return;
    removed.current = null;
    const removes = table.current?.querySelectorAll<HTMLElement>('button[aria-label^="Remove "]');
    const next = removes?.[Math.min(gone.index, removes.length - 1)];
    (
      next ??
      document.querySelector<HTMLElement>('form[aria-label="Allocate product"] [role="combobox"]')
    )?.focus();
  }, [allocations]);
  if (allocations.length === 0) {
    return <Typography>No products are allocated to this cost unit yet.</Typography>;
  }
  return (
    <Table aria-label="Allocated products" size="small" ref={table}>
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Percentage</TableCell>
          <TableCell align="right">Budget</TableCell>
          <TableCell align="right">Forecast</TableCell>
          <TableCell align="right">Actuals</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {allocations.map((allocation, index) => (
          <TableRow key={allocation.id}>
            <TableCell>
              {mayViewProduct ? (
                <Link
                  component={RouterLink}
                  to={`/product-cost-unit-allocation?${new URLSearchParams({ product: allocation.productId })}`}
                >
                  {allocation.productName}
                </Link>
              ) : (
                allocation.productName
              )}
            </TableCell>
            <TableCell>
              <PercentageCell allocation={allocation} writes={writes} />
            </TableCell>
            <TableCell align="right">{money(allocation.budget)}</TableCell>
            <TableCell align="right">{money(allocation.forecast)}</TableCell>
            <TableCell align="right">{money(allocation.actuals)}</TableCell>
            <TableCell>
              <Button
                color="error"
                aria-label={`Remove ${allocation.productName}`}
                onClick={() => {
                  removed.current = { id: allocation.id, index };
                  void writes.remove({
                    costUnitId: allocation.costUnitId,
                    productId: allocation.productId,
                  });
                }}
              >
                Remove
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
