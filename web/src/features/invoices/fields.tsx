// Formik-bound fields of the create-invoice form: a field's message shows once it was touched (or
// the form submitted).
import { useField } from 'formik';
import TextField from '@mui/material/TextField';

export function InvoiceTextField(props: {
  name: string;
  label: string;
  type?: 'text' | 'date';
  required?: boolean;
  /** The earliest day a date field offers (yyyy-mm-dd). */
  min?: string;
}) {
  const [field, meta] = useField<string>(props.name);
  const shown = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextField
      id={`invoice-${props.name}`}
      {...field}
      value={field.value ?? ''}
      label={props.label}
      type={props.type ?? 'text'}
      required={props.required ?? true}
      error={Boolean(shown)}
      helperText={shown}
      slotProps={{
        inputLabel: props.type === 'date' ? { shrink: true } : undefined,
        htmlInput: props.min ? { min: props.min } : undefined,
      }}
    />
  );
}
