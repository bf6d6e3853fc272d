// /create-cost-unit (spec §2 'Cost units' create): name, manager, start date; after Create the
// fields lock and the product allocation appears; New resets the form.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../../../shared/session/session';
import { AllocationsTable } from '../components/AllocationsTable';
import { CostUnitByNameQuery } from '../documents';
import { AllocationForm } from '../forms/AllocationForm';
import { CostUnitForm } from '../forms/CostUnitForm';
import { useManagerChoices } from '../hooks/useChoices';
import { useCostUnitWrites, type CostUnitWrites } from '../hooks/useCostUnitWrites';

/** The allocation part of a cost unit just created: its products so far and the form. */
export function CreatedAllocation({ name, writes }: { name: string; writes: CostUnitWrites }) {
  const { data } = useQuery(CostUnitByNameQuery, { variables: { name } });
  const unit = data?.costUnitByName;
  if (!unit) return null;
  return (
    <Stack spacing={2}>
      <AllocationForm
        costUnitId={unit.id}
        allocatedProductIds={unit.allocations.map((a) => a.productId)}
        onAllocate={writes.allocateAfterCreate}
      />
      <AllocationsTable allocations={unit.allocations} writes={writes} />
    </Stack>
  );
}

export function CreateCostUnitPage() {
  const { user } = useSession();
  const managers = useManagerChoices(user.username);
  const writes = useCostUnitWrites();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Create cost unit
      </Typography>
      <CostUnitForm managers={managers} defaultManager={user.username} onCreate={writes.create}>
        {(created) => <CreatedAllocation name={created.name} writes={writes} />}
      </CostUnitForm>
    </Paper>
  );
}
