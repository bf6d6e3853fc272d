// A select field (MUI's TextField select) whose menu — MUI Select, Menu, Popover, Modal, the
// focus trap and transitions, ~12 kB gzip of the first page — loads when it is first opened
// (issue 15: the first page's JavaScript). Until then a stand-in of the same look shows the
// value: an outlined input whose content is the value's label, with the select's arrow. A click,
// or a key that opens a select, loads the real one, opened, the focus in its list.
import {
  lazy,
  Suspense,
  useId,
  useState,
  type FocusEventHandler,
  type KeyboardEvent,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** The open list's greatest height (px). */
  menuMaxHeight?: number;
}

const SelectMenu = lazy(() => import('./SelectMenu'));

/** The keys that open MUI's select. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/** As MUI's select: an empty value shows nothing (and the label stays in the field). */
const displayOf = ({ value, options }: SelectFieldProps) =>
  value === '' ? '' : (options.find((option) => option.value === value)?.label ?? '');

function StandIn({ props, onOpen }: { props: SelectFieldProps; onOpen?: () => void }): ReactNode {
  const labelId = useId();
  const display = displayOf(props);
  const filled = props.value !== '';
  return (
    <FormControl size={props.size} sx={props.sx}>
      <InputLabel id={labelId} shrink={filled}>
        {props.label}
      </InputLabel>
      <OutlinedInput
        label={props.label}
        notched={filled}
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          onOpen?.();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          onOpen?.();
        }}
        inputComponent={Display}
        inputProps={{ labelId, display }}
        endAdornment={
          <ArrowDropDownIcon
            sx={{
              position: 'absolute',
              right: 7,
              top: 'calc(50% - .5em)',
              color: 'action.active',
              pointerEvents: 'none',
            }}
          />
        }
      />
    </FormControl>
  );
}

/** The select's display, as MUI renders it (a combobox showing the value's label). */
function Display({
  ref,
  className,
  labelId,
  display,
  onFocus,
  onBlur,
  onKeyDown,
}: {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  // Optional for InputBase's inputComponent type; StandIn always passes them.
  labelId?: string;
  display?: string;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  /** InputBase hands the input its onKeyDown (the root gets the mouse's). */
  onKeyDown?: KeyboardEventHandler;
}) {
  return (
    <div
      ref={ref}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      role="combobox"
      tabIndex={0}
      aria-haspopup="listbox"
      aria-expanded="false"
      aria-labelledby={labelId}
      className={className}
      style={{
        cursor: 'pointer',
        userSelect: 'none',
        paddingRight: 32,
        minHeight: '1.4375em',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {display || '\u200b'}
    </div>
  );
}

export function SelectField(props: SelectFieldProps) {
  const [opened, setOpened] = useState(false);
  if (!opened) return <StandIn props={props} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<StandIn props={props} />}>
      <SelectMenu {...props} />
    </Suspense>
  );
}
