import Button from '@mui/material/Button';

interface Props {
  open: boolean;
  /** What opens, for the accessible name: 'details of Order 1' → 'Show details of Order 1'. */
  what: string;
  onToggle(): void;
}

/** 'Show' / 'Hide' for a row that expands in place. */
export function ExpandButton({ open, what, onToggle }: Props) {
  const action = open ? 'Hide' : 'Show';
  return (
    <Button size="small" aria-expanded={open} aria-label={`${action} ${what}`} onClick={onToggle}>
      {action}
    </Button>
  );
}
