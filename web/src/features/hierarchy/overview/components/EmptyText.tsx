import Typography from '@mui/material/Typography';

/** An empty list's text of spec §2 (TEXTS.*), as a plain line. */
export function EmptyText({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}
