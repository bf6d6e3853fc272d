// THE date field of every form (web/README.md 'Dates and amounts (issue 31 item 8)'): one input
// format everywhere, yyyy-mm-dd, typed or picked from a calendar, whatever the browser's locale
// (a native <input type="date"> showed mm/dd/yyyy in an en-US browser). The form's value stays
// the ISO day 'yyyy-mm-dd' ('' while empty or incomplete, as the native input gave), so the
// schema's rules, their messages and the GraphQL variables are those of before.
//
// Its own module: the picker, the adapter and dayjs are only in the lazy chunks of the pages and
// dialogs that have a date (the first page's JS budget), never in FormFields' importers.
import { useState } from 'react';
import type { FocusEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { RESERVED_LINE, useShownError } from './FormFields';

/** The one input format of a date (spec §9 'ISO yyyy-mm-dd'), also the form's value. */
export const DATE_INPUT_FORMAT = 'YYYY-MM-DD';

/** The form's value of a picked or typed day: '' while empty or incomplete. */
function isoOf(day: Dayjs | null): string {
  return day?.isValid() ? day.format(DATE_INPUT_FORMAT) : '';
}

function dayOf(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const day = dayjs(iso, DATE_INPUT_FORMAT);
  return day.isValid() ? day : null;
}

export function FormDate(props: {
  name: string;
  label: string;
  /** A fixed id (the hidden input's, which the label names); MUI makes one when absent. */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** The earliest day the calendar offers (yyyy-mm-dd); the form's rule says why a day is refused. */
  min?: string;
  /** An error that holds whether or not the field was touched. */
  problem?: string;
}) {
  const { field, helpers, shown: touchedError } = useShownError(props.name);
  const shown = props.problem ?? touchedError;
  // What is typed so far: an incomplete day is '' in the form, and handing the picker '' (null)
  // back would wipe the sections being typed. The form's own value wins when it differs (a reset,
  // a pre-filled Edit).
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const [open, setOpen] = useState(false);
  const formValue = (field.value as string | null | undefined) ?? '';
  const value = isoOf(typed) === formValue ? typed : dayOf(formValue);
  const touch = () => void helpers.setTouched(true, true);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label={props.label}
        value={value}
        format={DATE_INPUT_FORMAT}
        minDate={dayOf(props.min) ?? undefined}
        disabled={props.disabled}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => {
          setOpen(false);
          touch();
        }}
        onChange={(day) => {
          setTyped(day);
          // Not validated per keystroke: typing a day over another passes through other days
          // and incomplete ones (2026-11-31 → ''), and Formik applies each validation's errors
          // when it resolves, not in order — a stale one could win and hide the message of the
          // day typed (seen as a flaky invoice range test). The form validates once the field
          // is left or its calendar closed (touch), as the message is shown only then.
          void helpers.setValue(isoOf(day), false);
        }}
        slotProps={{
          textField: {
            id: props.id,
            name: props.name,
            required: props.required,
            error: Boolean(shown),
            helperText: shown ?? RESERVED_LINE,
            // Touched when the focus leaves the field, not when it moves between its parts or to
            // its calendar (the message then waits until the calendar is closed).
            onBlur: (event: FocusEvent<HTMLElement>) => {
              const next = event.relatedTarget as Node | null;
              if (open || (next && event.currentTarget.contains(next))) return;
              touch();
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
