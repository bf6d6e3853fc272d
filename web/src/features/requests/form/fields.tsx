// Formik-bound fields of the request form. Native selects: a plain <select> is announced and
// operated alike by every screen reader and keyboard, and the lists here are short.
import type { Ref } from 'react';
import { useField } from 'formik';
import TextField from '@mui/material/TextField';

export interface Option {
  id: string;
  name: string;
}

/** The field's message once it was touched (or the form submitted). */
function useShown(name: string) {
  const [field, meta] = useField<string | null>(name);
  return { field, shown: meta.touched && meta.error ? meta.error : undefined };
}

export function SelectField(props: {
  name: string;
  label: string;
  options: readonly Option[];
  disabled?: boolean;
  required?: boolean;
  onChange?(value: string): void;
  inputRef?: Ref<HTMLSelectElement>;
}) {
  const { field, shown } = useShown(props.name);
  return (
    <TextField
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      id={`request-${props.name}`}
      inputRef={props.inputRef}
      name={props.name}
      label={props.label}
      value={field.value ?? ''}
      onChange={(event) =>
        props.onChange ? props.onChange(event.target.value) : field.onChange(event)
      }
      onBlur={field.onBlur}
      disabled={props.disabled}
      required={props.required ?? true}
      error={Boolean(shown)}
      helperText={shown}
      // Wide enough for its label with the required mark ('Currency *' was cut off).
      sx={{ minWidth: 130 }}
    >
      <option value="" />
      {props.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}

export function TextInput(props: {
  name: string;
  label: string;
  disabled?: boolean;
  required?: boolean;
  type?: 'text' | 'date';
  multiline?: boolean;
  /** Exact numbers stay text (the decimal keyboard on phones), never a float. */
  decimal?: boolean;
}) {
  const { field, shown } = useShown(props.name);
  return (
    <TextField
      id={`request-${props.name}`}
      name={props.name}
      label={props.label}
      type={props.type ?? 'text'}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={props.disabled}
      required={props.required ?? false}
      multiline={props.multiline}
      error={Boolean(shown)}
      helperText={shown}
      slotProps={{
        inputLabel: props.type === 'date' ? { shrink: true } : undefined,
        htmlInput: props.decimal ? { inputMode: 'decimal' } : undefined,
      }}
    />
  );
}
