// The request's company: searched on the server as one types (the companies list grows past any
// page), A-Z by name, the first COMPANY_CHOICES matches offered. Choosing a company clears the
// contact, which belongs to it (its contacts come from CompanyContactsQuery).
import { useState } from 'react';
import { useFormikContext } from 'formik';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LIMITS, TIMINGS } from '@cost-steering/schema';
import { useSettledValue } from '../../../shared/forms/useSettledValue';
import { CompanyChoicesQuery } from './documents';
import { useShownError, type Option } from '../../../shared/forms/FormFields';

/** Ours: enough to pick from while typing narrows the rest down. */
export const COMPANY_CHOICES = 20;

export function CompanyField(props: { initial: Option | null; disabled: boolean }) {
  const { field, helpers, shown } = useShownError('companyId');
  const { setFieldValue } = useFormikContext();
  const [chosen, setChosen] = useState<Option | null>(props.initial);
  const [typed, setTyped] = useState('');
  const search = useSettledValue(
    typed.trim().slice(0, LIMITS.searchMax),
    TIMINGS.filterFetchDelayMs,
  );
  const { data, previousData, loading } = useQuery(CompanyChoicesQuery, {
    variables: { search: search || null, limit: COMPANY_CHOICES },
    skip: props.disabled,
  });
  const page = (data ?? previousData)?.companies;
  const options = page?.items ?? [];
  const more = page && page.totalCount > options.length ? page.totalCount - options.length : 0;
  return (
    <Autocomplete
      id="request-companyId"
      sx={{ minWidth: 240 }}
      options={options}
      value={chosen}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      // The server filtered them already.
      filterOptions={(all) => all}
      loading={loading}
      noOptionsText="No companies found"
      disabled={props.disabled}
      autoHighlight
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(value);
      }}
      onChange={(_event, value) => {
        setChosen(value);
        setTyped('');
        void setFieldValue('contactId', '');
        void helpers.setValue(value?.id ?? '', true);
      }}
      onBlur={() => void helpers.setTouched(true, true)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label="Company"
          required
          error={Boolean(shown)}
          helperText={shown ?? (more > 0 ? `${more} more — type to narrow down` : undefined)}
        />
      )}
    />
  );
}
