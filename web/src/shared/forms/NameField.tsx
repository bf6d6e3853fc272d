// The Formik-bound name field of the create forms (spec §5: names at most 32, with a counter): a
// too long name is explained ('33/32' and the rule's message), not cut. The message shows once
// the field was touched or the form submitted.
import { useField } from 'formik';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@cost-steering/schema';

/** The name with its counter, e.g. '5/32'. */
export function NameField({ disabled }: { disabled?: boolean }) {
  const [field, meta] = useField<string>('name');
  const shown = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextField
      {...field}
      label="Name"
      disabled={disabled}
      error={Boolean(shown)}
      required
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>{shown ?? ''}</span>
          <span aria-label="Name length">
            {field.value.length}/{LIMITS.nameMax}
          </span>
        </Box>
      }
    />
  );
}
