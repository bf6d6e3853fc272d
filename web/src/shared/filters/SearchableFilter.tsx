// One select of a filter bar whose options are too many to send at once (issue 15: 10,000
// products): it starts with the first options by name, and typing asks the server for the
// options whose name contains the text. It stays one select with 'All' first (spec §2).
import { useEffect, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LIMITS, TIMINGS } from '@cost-steering/schema';
import { useSettledValue } from '../forms/useSettledValue';
import type { FilterDefinition } from './FilterBar';

export interface FilterOptionRow {
  id: string;
  name: string;
}

const ALL: FilterOptionRow = { id: '', name: 'All' };

interface Props {
  filter: FilterDefinition;
  /** The chosen option, or undefined for 'All'. */
  value: FilterOptionRow | undefined;
  onChange(option: FilterOptionRow | undefined): void;
  search(text: string): Promise<readonly FilterOptionRow[]>;
}

export default function SearchableFilter({ filter, value, onChange, search }: Props) {
  const [text, setText] = useState('');
  // Asked once the user pauses, as the lists' search boxes are. The box takes 40 characters, but
  // editing a chosen longer name (an owner's username) could exceed what the server takes.
  const settled = useSettledValue(
    text.trim().slice(0, LIMITS.searchMax),
    TIMINGS.filterFetchDelayMs,
  );
  const [found, setFound] = useState<readonly FilterOptionRow[] | null>(null);
  // The latest search function, without asking again whenever the parent renders a new one.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  useEffect(() => {
    if (!settled || settled === value?.name) {
      setFound(null);
      return undefined;
    }
    let current = true;
    searchRef.current(settled).then(
      (options) => current && setFound(options),
      () => current && setFound([]),
    );
    return () => {
      current = false;
    };
  }, [settled, value?.name]);

  const options = [ALL, ...(found ?? filter.options)];
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value ?? ALL}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id || 'all'}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server has filtered them; 'All' stays first.
      filterOptions={(shown) => shown}
      disableClearable
      onChange={(_event, option) => onChange(option.id ? option : undefined)}
      onInputChange={(_event, input, reason) => reason === 'input' && setText(input)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={filter.label}
          helperText="Type to search"
          // At most 40 characters, as every search box (spec §5 'Search inputs: max 40').
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: LIMITS.searchMax },
          }}
        />
      )}
    />
  );
}
