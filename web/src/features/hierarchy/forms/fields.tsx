// Formik-bound MUI fields shared by the create forms: a message shows once the field was touched
// (or the form submitted), and the name field counts its characters against the limit (spec §5:
// the counter explains a too long name rather than cutting it).
import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useShownError } from '../../../shared/forms/FormFields';

export interface Option {
  id: string;
  name: string;
}

interface SelectProps {
  name: string;
  label: string;
  options: readonly Option[];
  disabled?: boolean;
  required?: boolean;
  /** Shown below the select when there is no error to show. */
  hint?: ReactNode;
  /** An error that holds whether or not the field was touched. */
  problem?: string;
  onChange?(value: string): void;
}

export function FormSelect({
  name,
  label,
  options,
  disabled,
  required = true,
  hint,
  problem,
  onChange,
}: SelectProps) {
  const { field, shown } = useShownError(name);
  const message = problem ?? shown;
  // A value not (yet) among the options shows as empty rather than as an out-of-range value.
  const value = options.some((option) => option.id === field.value) ? field.value : '';
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      onChange={onChange ? (event) => onChange(event.target.value) : field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      required={required}
      error={Boolean(message)}
      helperText={message ?? hint}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface TextProps {
  name: string;
  label: string;
  disabled?: boolean;
  required?: boolean;
  hint?: ReactNode;
  /** Money and other exact numbers: a text field with the decimal keyboard, kept as typed. */
  decimal?: boolean;
  /** A whole number in a range (a number input), e.g. a year. */
  integer?: { min: number; max: number };
  /** An error that holds whether or not the field was touched. */
  problem?: string;
}

export function FormTextField({
  name,
  label,
  disabled,
  required,
  hint,
  decimal,
  integer,
  problem,
}: TextProps) {
  const { field, shown: touchedError } = useShownError(name);
  const shown = problem ?? touchedError;
  const htmlInput = integer
    ? { min: integer.min, max: integer.max, step: 1 }
    : decimal
      ? { inputMode: 'decimal' as const }
      : undefined;
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      type={integer ? 'number' : 'text'}
      label={label}
      disabled={disabled}
      required={required}
      error={Boolean(shown)}
      helperText={shown ?? hint}
      slotProps={htmlInput ? { htmlInput } : undefined}
    />
  );
}

/** The name with its counter (shared with the companies forms). */
export { NameField } from '../../../shared/forms/NameField';

/** Owners as select options (usernames). */
export const ownerOptions = (usernames: readonly string[]): Option[] =>
  usernames.map((username) => ({ id: username, name: username }));
