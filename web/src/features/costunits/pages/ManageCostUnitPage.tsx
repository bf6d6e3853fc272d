// /manage-cost-unit?unit={name} (spec §2 'Manage'): status (Active, Proposed, Retired; Global
// only shown), the products with their percentages and Remove, allocating more products, and the
// showback (beyond the spec: web/README.md 'Cost units').
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SELECTABLE_COST_UNIT_STATUSES } from '@cost-steering/schema';
import type { CostUnitFieldsFragment, CostUnitStatus } from '../../../gql/graphql';
import { errorBannerText } from '../../../shared/errors/errorText';
import { formatLongDate } from '../../../shared/format/date';
import { useFocusAfterSave } from '../../../shared/forms/FocusAfterSave';
import { AllocationsTable } from '../components/AllocationsTable';
import { BudgetSummary } from '../components/BudgetSummary';
import { Showback } from '../components/Showback';
import { STATUS_LABELS, StatusBadge } from '../components/StatusBadge';
import { CostUnitByNameQuery } from '../documents';
import { AllocationForm } from '../forms/AllocationForm';
import { useCostUnitWrites, type CostUnitWrites } from '../hooks/useCostUnitWrites';

const SELECTABLE: CostUnitStatus[] = SELECTABLE_COST_UNIT_STATUSES.map(
  (status) => status.toUpperCase() as CostUnitStatus,
);

function StatusEditor({ unit, writes }: { unit: CostUnitFieldsFragment; writes: CostUnitWrites }) {
  const [status, setStatus] = useState<CostUnitStatus>(unit.status);
  // A new status from the server is shown (not a remount by a key, which would lose the focus).
  const [saved, setSaved] = useState(unit.status);
  if (saved !== unit.status) {
    setSaved(unit.status);
    setStatus(unit.status);
  }
  const isGlobal = unit.status === 'GLOBAL';
  // Update status is disabled once the status is saved: the focus then goes to this form.
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useFocusAfterSave(saving, form);
  async function update(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await writes.update({ id: unit.id, status });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Stack
      component="form"
      aria-label="Status"
      ref={form}
      tabIndex={-1}
      noValidate
      onSubmit={(event) => void update(event)}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        disabled={isGlobal}
        onChange={(event) => setStatus(event.target.value as CostUnitStatus)}
        sx={{ minWidth: 180 }}
      >
        {(isGlobal ? ['GLOBAL' as const] : SELECTABLE).map((value) => (
          <MenuItem key={value} value={value}>
            {STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={isGlobal || status === unit.status || saving}
      >
        Update status
      </Button>
    </Stack>
  );
}

export function ManageCostUnitPage() {
  const [params] = useSearchParams();
  const name = params.get('unit') ?? '';
  const writes = useCostUnitWrites();
  const { data, loading, error } = useQuery(CostUnitByNameQuery, {
    variables: { name },
    fetchPolicy: 'cache-and-network',
  });
  const unit = data?.costUnitByName;
  if (!unit) {
    // A failed read is not an unknown name: saying 'there is none' would send the user looking.
    if (error) return <Alert severity="error">{errorBannerText(error)}</Alert>;
    return loading ? null : <Typography>There is no cost unit named {name}.</Typography>;
  }
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {unit.name}
            </Typography>
            <StatusBadge status={unit.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Manager: {unit.manager} · Start date: {formatLongDate(unit.statusDate)}
          </Typography>
          <BudgetSummary budget={unit.budget} forecast={unit.forecast} actuals={unit.actuals} />
          <StatusEditor unit={unit} writes={writes} />
          <AllocationsTable allocations={unit.allocations} writes={writes} />
          <AllocationForm
            costUnitId={unit.id}
            allocatedProductIds={unit.allocations.map((a) => a.productId)}
            onAllocate={writes.allocate}
          />
        </Stack>
      </Paper>
      <Paper sx={{ p: 3 }}>
        <Showback
          key={unit.allocations.map((a) => `${a.id}=${a.percent}`).join()}
          costUnitId={unit.id}
          name={unit.name}
        />
      </Paper>
    </Stack>
  );
}
