// A filter bar of spec §2 (the overview's, the companies screen's): one select per filter, its
// options as the server sorted them (by name) after an 'All' option, and a Submit button. Submit
// emits only the filters with a chosen value, each as { label, optionId, name }; 'All' removes a
// filter. A filter with more options than were sent (totalOptions) is a select that searches the
// server as the user types (SearchableFilter, loaded only then).
import { lazy, Suspense, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SelectField } from '../select/SelectField';

export interface FilterDefinition<Key extends string = string> {
  key: Key;
  label: string;
  options: readonly { id: string; name: string }[];
  /** How many options there are; more than `options` holds: search the others (`search`). */
  totalOptions?: number;
}

const SearchableFilter = lazy(() => import('./SearchableFilter'));

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
  /** The options of a filter whose name contains `text` (for filters not sent whole). */
  search?(key: Key, text: string): Promise<readonly { id: string; name: string }[]>;
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

export function FilterBar<Key extends string>({ filters, applied, onSubmit, search }: Props<Key>) {
  const [selected, setSelected] = useState<AppliedFilters<Key>>(applied);
  // A new location (back button, link) restarts the selects from the filters in force — in place:
  // a remount would drop the focus from Submit to <body> (keyboard audit).
  const appliedKey = JSON.stringify(applied);
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setSelected(applied);
  }
  /** Options found by a search, which the filter's first options may not hold. */
  const [found, setFound] = useState<Partial<Record<Key, { id: string; name: string }>>>({});
  const optionOf = (filter: FilterDefinition<Key>, id: string | undefined) =>
    filter.options.find((candidate) => candidate.id === id) ??
    (found[filter.key]?.id === id ? found[filter.key] : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen: ChosenFilter[] = [];
    for (const filter of filters) {
      const option = optionOf(filter, selected[filter.key]);
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
        if (search && (filter.totalOptions ?? 0) > filter.options.length) {
          return (
            <Suspense key={filter.key} fallback={null}>
              <SearchableFilter
                filter={filter}
                value={optionOf(filter, selected[filter.key])}
                onChange={(option) => {
                  if (option) setFound((current) => ({ ...current, [filter.key]: option }));
                  setSelected((current) => ({ ...current, [filter.key]: option?.id ?? ALL }));
                }}
                search={(text) => search(filter.key, text)}
              />
            </Suspense>
          );
        }
        const value = selected[filter.key] ?? ALL;
        // A filter from the URL whose option is gone shows 'All' rather than an unknown value.
        const known = value === ALL || filter.options.some((option) => option.id === value);
        return (
          <SelectField
            key={filter.key}
            size="small"
            label={filter.label}
            value={known ? value : ALL}
            options={[
              { value: ALL, label: 'All' },
              ...filter.options.map((option) => ({ value: option.id, label: option.name })),
            ]}
            onChange={(next) => setSelected((current) => ({ ...current, [filter.key]: next }))}
            menuMaxHeight={360}
          />
        );
      })}
      <Button type="submit" variant="contained">
        Submit
      </Button>
    </Stack>
  );
}
