// The sort select of the companies screen: Name A-Z / Z-A, and City and Country A-Z / Z-A while no
// company is chosen (a chosen company shows its contacts, which have only a name to sort by).
// It drives the same list state as the table's column headers, so the two always agree.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ListSort } from '../../../shared/data-table/useServerList';

export interface SortOption<Field extends string> {
  label: string;
  sort: ListSort<Field>;
}

/** A-Z and Z-A of each field, in the order given. */
export function sortOptions<Field extends string>(
  fields: ReadonlyArray<[Field, string]>,
): SortOption<Field>[] {
  return fields.flatMap(([field, label]) => [
    { label: `${label} A-Z`, sort: { field, direction: 'ASC' as const } },
    { label: `${label} Z-A`, sort: { field, direction: 'DESC' as const } },
  ]);
}

const keyOf = (sort: ListSort<string> | null) => (sort ? `${sort.field}:${sort.direction}` : '');

interface Props<Field extends string> {
  options: readonly SortOption<Field>[];
  value: ListSort<Field> | null;
  onChange(sort: ListSort<Field>): void;
}

export function SortSelect<Field extends string>({ options, value, onChange }: Props<Field>) {
  const known = options.some((option) => keyOf(option.sort) === keyOf(value));
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={known ? keyOf(value) : ''}
      onChange={(event) => {
        const option = options.find((candidate) => keyOf(candidate.sort) === event.target.value);
        if (option) onChange(option.sort);
      }}
      sx={{ minWidth: 180 }}
    >
      {options.map((option) => (
        <MenuItem key={keyOf(option.sort)} value={keyOf(option.sort)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
