// Formik-bound fields of the cost-unit forms (selects: the shared FormSelect): the shown message
// appears once the field was touched.
import { useField } from 'formik';
import TextField from '@mui/material/TextField';

export function DateField(props: { name: string; label: string; min: string; disabled?: boolean }) {
  const [field, meta] = useField<string>(props.name);
  const shown = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextField
      {...field}
      type="date"
      label={props.label}
      required
      disabled={props.disabled}
      error={Boolean(shown)}
      helperText={shown}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.min } }}
    />
  );
}
