// A filter bar of spec §2 (the overview's, the companies screen's): one select per filter, its
// options as the server sorted them (by name) after an 'All' option, and a Submit button. Submit
// emits only the filters with a chosen value, each as { label, optionId, name }; 'All' removes a
// filter.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface FilterDefinition<Key extends string = string> {
  key: Key;
  label: string;
  options: readonly { id: string; name: string }[];
}

/** One chosen filter as Submit emits it. */
export interface ChosenFilter {
  label: string;
  optionId: string;
  name: string;
}

/** The option id chosen per filter key. */
export type AppliedFilters<Key extends string> = Partial<Record<Key, string>>;

interface Props<Key extends string> {
  filters: readonly FilterDefinition<Key>[];
  /** The filters in force, shown as the selects' starting values. */
  applied: AppliedFilters<Key>;
  onSubmit(chosen: ChosenFilter[]): void;
}

/** Submit emits labels; each label names one filter of the server's list. */
export function appliedFromChosen<Key extends string>(
  filters: readonly FilterDefinition<Key>[],
  chosen: readonly ChosenFilter[],
): AppliedFilters<Key> {
  const applied: AppliedFilters<Key> = {};
  for (const item of chosen) {
    const filter = filters.find((candidate) => candidate.label === item.label);
    if (filter) applied[filter.key] = item.optionId;
  }
  return applied;
}

/** The value of the 'All' option: no filter. */
const ALL = '';

export function FilterBar<Key extends string>({ filters, applied, onSubmit }: Props<Key>) {
  const [selected, setSelected] = useState<AppliedFilters<Key>>(applied);

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen: ChosenFilter[] = [];
    for (const filter of filters) {
      const option = filter.options.find((candidate) => candidate.id === selected[filter.key]);
      if (option) chosen.push({ label: filter.label, optionId: option.id, name: option.name });
    }
    onSubmit(chosen);
  }

  return (
    <Stack component="form" aria-label="Filters" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Filters
      </Typography>
      {filters.map((filter) => {
        const value = selected[filter.key] ?? ALL;
        // A filter from the URL whose option is gone shows 'All' rather than an unknown value.
        const known = value === ALL || filter.options.some((option) => option.id === value);
        return (
          <TextField
            key={filter.key}
            select
            size="small"
            label={filter.label}
            value={known ? value : ALL}
            onChange={(event) =>
              setSelected((current) => ({ ...current, [filter.key]: event.target.value }))
            }
            slotProps={{
              select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
            }}
          >
            <MenuItem value={ALL}>All</MenuItem>
            {filter.options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
      <Button type="submit" variant="contained">
        Submit
      </Button>
    </Stack>
  );
}
