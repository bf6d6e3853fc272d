// The platform cost with its Update cost button (spec §2 'Manage Platform'); the button is
// disabled while the cost is empty or negative (spec §5), or not a money amount.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { platformCostProblem } from '@cost-steering/schema';

interface Props {
  current: string;
  onUpdate(cost: string): Promise<boolean>;
}

export function PlatformCostForm({ current, onUpdate }: Props) {
  const [cost, setCost] = useState(current);
  const [busy, setBusy] = useState(false);
  // Also disabled for what the REST API refuses (more than 2 decimals or 12 digits).
  const problem = platformCostProblem(cost);
  const usable = problem === undefined;

  async function update() {
    setBusy(true);
    try {
      await onUpdate(cost.trim());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="Platform cost (EUR)"
        value={cost}
        onChange={(event) => setCost(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button variant="contained" onClick={() => void update()} disabled={!usable || busy}>
        Update cost
      </Button>
    </Stack>
  );
}
