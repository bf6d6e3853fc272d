// A text button in a table row. A disabled one with a reason is wrapped in a focusable span so
// the tooltip still opens on hover and keyboard focus (a disabled button fires no events).
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export interface RowButtonProps {
  label: string;
  /** The accessible name when the visible label alone is ambiguous in a table. */
  ariaLabel?: string;
  onClick(): void;
  disabledReason?: string;
  color?: 'primary' | 'error' | 'success';
}

export function RowButton({ label, ariaLabel, onClick, disabledReason, color }: RowButtonProps) {
  const button = (
    <Button
      size="small"
      color={color}
      aria-label={ariaLabel}
      disabled={disabledReason !== undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  if (disabledReason === undefined) return button;
  return (
    <Tooltip title={disabledReason} describeChild>
      <span tabIndex={0}>{button}</span>
    </Tooltip>
  );
}
