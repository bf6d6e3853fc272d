// Formik-bound fields of the cost-unit forms: the shown message appears once the field was touched.
import { useField } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Today in the browser's calendar (the date the user picks in): the start date's minimum. */
export function localToday(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

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

export function SelectField(props: {
  name: string;
  label: string;
  options: readonly { id: string; name: string }[];
  disabled?: boolean;
  onChosen?: (value: string) => void;
}) {
  const [field, meta, helpers] = useField<string>(props.name);
  const shown = meta.touched && meta.error ? meta.error : undefined;
  const value = props.options.some((option) => option.id === field.value) ? field.value : '';
  return (
    <TextField
      select
      name={props.name}
      label={props.label}
      value={value}
      onChange={(event) => {
        void helpers.setValue(event.target.value, true);
        props.onChosen?.(event.target.value);
      }}
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
