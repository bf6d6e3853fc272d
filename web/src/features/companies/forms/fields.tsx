// Formik-bound MUI fields of the company and contact forms: a message shows once the field was
// touched (or the form submitted); the name counts its characters against the spec's 32.
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COUNTRY_NAMES } from '@cost-steering/schema';

function useShownError(name: string) {
  const [field, meta, helpers] = useField<string>(name);
  return { field, helpers, shown: meta.touched && meta.error ? meta.error : undefined };
}

interface TextProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  type?: 'text' | 'email' | 'tel';
  /** The input's hard cap: a form can offer no more characters than the rule allows. */
  maxLength?: number;
}

export function FormText({ name, label, required, disabled, type = 'text', maxLength }: TextProps) {
  const { field, shown } = useShownError(name);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      type={type}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(shown)}
      helperText={shown}
      slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
    />
  );
}

export { NameField } from '../../../shared/forms/NameField';

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

export interface Option {
  id: string;
  name: string;
}

export function FormSelect(props: {
  name: string;
  label: string;
  options: readonly Option[];
  disabled?: boolean;
}) {
  const { field, helpers, shown } = useShownError(props.name);
  const value = props.options.some((option) => option.id === field.value) ? field.value : '';
  return (
    <TextField
      select
      name={props.name}
      label={props.label}
      value={value}
      onChange={field.onChange}
      // MUI's select blurs a div without the field's name: mark it touched by name.
      onBlur={() => void helpers.setTouched(true, true)}
      disabled={props.disabled}
      required
      error={Boolean(shown)}
      helperText={shown}
    >
      {props.options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
