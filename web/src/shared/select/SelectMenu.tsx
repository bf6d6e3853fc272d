// The real select of SelectField.tsx, loaded when the field is first opened: it starts open,
// with the focus in its list, and stays for every later choice.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SelectFieldProps } from './SelectField';

export default function SelectMenu({
  label,
  value,
  options,
  onChange,
  size,
  sx,
  menuMaxHeight,
}: SelectFieldProps) {
  return (
    <TextField
      select
      autoFocus
      size={size}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        select: {
          defaultOpen: true,
          ...(menuMaxHeight
            ? { MenuProps: { slotProps: { paper: { sx: { maxHeight: menuMaxHeight } } } } }
            : {}),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
