// THE Formik-bound MUI fields of every form (web/README.md 'A field on a form'). Each reads its
// form from context (useField): a message shows once the field was touched (or the form
// submitted), or at once when the form passes a `problem` that holds whether or not it was.
// Feature-specific fields (a country list, a product image) build on useShownError.
import type { ReactNode, Ref } from 'react';
import { useField } from 'formik';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@cost-steering/schema';

export interface Option {
  id: string;
  name: string;
}

/**
 * The helper line every field keeps when it has nothing to say (MUI draws ' ' as an empty line):
 * a message that appears on blur then takes no room from what is below. Without it, pressing a
 * button under a field left invalid moved the button down between press and release, and the
 * click was lost (a silent Send Request, issue 31).
 */
export const RESERVED_LINE = ' ';

/** The field, its helpers and its message when it should be shown. */
export function useShownError(name: string) {
  const [field, meta, helpers] = useField<string>(name);
  return { field, helpers, shown: meta.touched && meta.error ? meta.error : undefined };
}

interface TextProps {
  name: string;
  label: string;
  /** A fixed id (e.g. for a label elsewhere on the page); MUI makes one when absent. */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** A date is FormDate (./FormDate.tsx), the one date field. */
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  /** The input's hard cap: a form can offer no more characters than the rule allows. */
  maxLength?: number;
  /** Shown below the field when there is no error to show. */
  hint?: ReactNode;
  /** Money and other exact numbers: a text field with the decimal keyboard, kept as typed. */
  decimal?: boolean;
  /** A whole number in a range (a number input), e.g. a year. */
  integer?: { min: number; max: number };
  /** An error that holds whether or not the field was touched. */
  problem?: string;
}

const htmlInputOf = ({ maxLength, integer, decimal }: TextProps) =>
  integer
    ? { min: integer.min, max: integer.max, step: 1 }
    : decimal
      ? { inputMode: 'decimal' as const }
      : maxLength
        ? { maxLength }
        : undefined;

export function FormText(props: TextProps) {
  const { field, shown: touchedError } = useShownError(props.name);
  const shown = props.problem ?? touchedError;
  const htmlInput = htmlInputOf(props);
  return (
    <TextField
      {...field}
      id={props.id}
      value={field.value ?? ''}
      type={props.integer ? 'number' : (props.type ?? 'text')}
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      multiline={props.multiline}
      error={Boolean(shown)}
      helperText={shown ?? props.hint ?? RESERVED_LINE}
      slotProps={htmlInput ? { htmlInput } : undefined}
    />
  );
}

export function FormSelect(props: {
  name: string;
  label: string;
  options: readonly Option[];
  disabled?: boolean;
  required?: boolean;
  /** Shown below the select when there is no error to show. */
  hint?: ReactNode;
  /** An error that holds whether or not the field was touched. */
  problem?: string;
  /** Called with the chosen id after the field has it (e.g. to clear a dependent field). */
  onChange?(value: string): void;
  /** Instead of setting the field: the form sets it and its dependents in one update. */
  onChoose?(value: string): void;
}) {
  const { field, helpers, shown } = useShownError(props.name);
  const message = props.problem ?? shown;
  // A value not (yet) among the options shows as empty rather than as an out-of-range value.
  const value = props.options.some((option) => option.id === field.value) ? field.value : '';
  return (
    <TextField
      select
      name={props.name}
      label={props.label}
      value={value}
      onChange={(event) => {
        if (props.onChoose) return props.onChoose(event.target.value);
        field.onChange(event);
        props.onChange?.(event.target.value);
      }}
      // Touched by name, whatever element the select blurs.
      onBlur={() => void helpers.setTouched(true, true)}
      disabled={props.disabled}
      required={props.required ?? true}
      error={Boolean(message)}
      helperText={message ?? props.hint ?? RESERVED_LINE}
    >
      {props.options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A native select: a plain <select> is announced and operated alike by every screen reader and
 * keyboard; for short lists (the request form).
 */
export function FormNativeSelect(props: {
  name: string;
  label: string;
  options: readonly Option[];
  id?: string;
  disabled?: boolean;
  required?: boolean;
  /** Instead of setting the field: the form sets it and its dependents. */
  onChoose?(value: string): void;
  inputRef?: Ref<HTMLSelectElement>;
}) {
  const { field, shown } = useShownError(props.name);
  return (
    <TextField
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      id={props.id}
      inputRef={props.inputRef}
      name={props.name}
      label={props.label}
      value={field.value ?? ''}
      onChange={(event) =>
        props.onChoose ? props.onChoose(event.target.value) : field.onChange(event)
      }
      onBlur={field.onBlur}
      disabled={props.disabled}
      required={props.required ?? true}
      error={Boolean(shown)}
      helperText={shown ?? RESERVED_LINE}
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

// The name of the create forms (spec §5: names at most 32, with a counter): a too long name is
// explained ('33/32' and the rule's message), not cut.
/** The name with its counter, e.g. '5/32'. */
export function NameField({ disabled }: { disabled?: boolean }) {
  const { field, shown } = useShownError('name');
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
