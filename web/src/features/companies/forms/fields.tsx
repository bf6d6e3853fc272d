// The company form's own field, built on the shared ones (shared/forms/FormFields).
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRY_NAMES } from '@cost-steering/schema';
import { useShownError } from '../../../shared/forms/FormFields';

export type { Option } from '../../../shared/forms/FormFields';

/** The long country list (spec §2) as a searchable pick list of the ISO 3166-1 names. */
export function CountryField({ disabled }: { disabled?: boolean }) {
  const { field, helpers, shown } = useShownError('country');
  return (
    <Autocomplete
      options={COUNTRY_NAMES}
      value={field.value || null}
      onChange={(_event, value) => void helpers.setValue(value ?? '', true)}
      onBlur={() => void helpers.setTouched(true, true)}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name="country"
          label="Country"
          required
          error={Boolean(shown)}
          helperText={shown}
        />
      )}
    />
  );
}
