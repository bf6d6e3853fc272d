// The platform cost with its Update cost button (spec §2 'Manage Platform'); the button is
// disabled while the cost is empty or negative (spec §5), or not a money amount. Enter in the
// field updates too. After an update (the button is disabled meanwhile) the focus is back in the
// field, which shows the cost as the server keeps it.
import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { platformCostProblem } from '@cost-steering/schema';
import { useFocusAfterSave } from '../../../shared/forms/FocusAfterSave';

interface Props {
  current: string;
  onUpdate(cost: string): Promise<boolean>;
}

export function PlatformCostForm({ current, onUpdate }: Props) {
  const [cost, setCost] = useState(current);
  const [shown, setShown] = useState(current);
  // A new cost from the server replaces what is typed (not a remount, which would lose the focus).
  if (shown !== current) {
    setShown(current);
    setCost(current);
  }
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useFocusAfterSave(busy, field);
  // Also disabled for what the REST API refuses (more than 2 decimals or 12 digits).
  const problem = platformCostProblem(cost);
  const usable = problem === undefined;

  async function update(event: FormEvent) {
    event.preventDefault();
    if (!usable || busy) return;
    setBusy(true);
    try {
      await onUpdate(cost.trim());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      aria-label="Platform cost"
      noValidate
      onSubmit={(event) => void update(event)}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        label="Platform cost (EUR)"
        value={cost}
        onChange={(event) => setCost(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        inputRef={field}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="contained" disabled={!usable || busy}>
        Update cost
      </Button>
    </Stack>
  );
}
