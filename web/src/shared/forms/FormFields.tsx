// Formik-bound MUI fields of the create forms: a message shows once the field was touched (or the
// form submitted). Used by several features (companies, platforms).
import { useField } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export function useShownError(name: string) {
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

export interface Option {
  id: string;
  name: string;
}

export function FormSelect(props: {
  name: string;
  label: string;
  options: readonly Option[];
  disabled?: boolean;
  /** Called with the chosen id after the field has it (e.g. to clear a dependent field). */
  onChange?(value: string): void;
}) {
  const { field, helpers, shown } = useShownError(props.name);
  const value = props.options.some((option) => option.id === field.value) ? field.value : '';
  return (
    <TextField
      select
      name={props.name}
      label={props.label}
      value={value}
      onChange={(event) => {
        field.onChange(event);
        props.onChange?.(event.target.value);
      }}
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
