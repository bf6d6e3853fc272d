// Picks a list item for the invoice (spec §2 'Create invoice', §5 'Invoice'): the items not on
// the invoice yet, and for the chosen one person days (a resource item: amount = person days ×
// its daily rate) or an amount. Add is disabled while the line breaks a rule — nothing entered,
// 0 or less, or more than what remains of the item — and the rule's text says why. On a credit
// note the value typed is what is credited: the line is its negative, and it may take back at
// most what is invoiced on the item (the server's rule and text, from schema/).
import { useState, type RefObject } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InvoiceKind } from '@cost-steering/schema';
import { formatDecimal } from '../../shared/format/decimal';
import { formatRate } from '../../shared/money/money';
import { listItemText, ownCurrency } from '../../shared/orders/format';
import {
  invoiceLineAmount,
  invoiceLineProblems,
  lineItem,
  signedValue,
  type LineValues,
  type OrderItem,
} from './invoiceLines';

interface Props {
  /** A credit note's lines are negative and draw on what is invoiced. */
  kind: InvoiceKind;
  choices: readonly OrderItem[];
  remaining: ReadonlyMap<string, string>;
  onAdd(line: LineValues): void;
  /** The List item select: the focus goes there after Add (Add is disabled then). */
  selectRef: RefObject<HTMLSelectElement | null>;
}

export function LinePicker({ kind, choices, remaining, onAdd, selectRef }: Props) {
  const [itemId, setItemId] = useState('');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const item = choices.find((choice) => choice.id === itemId);
  const resource = item?.dailyRate != null;
  const signed = signedValue(value, kind);
  const line: LineValues = {
    listItemId: itemId,
    amount: resource ? '' : signed,
    quantity: resource ? signed : '',
  };
  const left = item ? (remaining.get(item.id) ?? '0') : '0';
  const ruleItem = item ? lineItem(item, left) : null;
  const problems = ruleItem ? invoiceLineProblems(line, ruleItem, kind) : [];
  const amount = ruleItem && problems.length === 0 ? invoiceLineAmount(line, ruleItem) : null;
  const credit = kind === 'credit_note';
  // What the line draws on: what remains, or on a credit note what was invoiced.
  const drawsOn = item
    ? `${credit ? 'invoiced' : 'remaining'} ${ownCurrency(credit ? ruleItem!.invoiced : left, item.currency)}`
    : '';
  const shown = touched || value !== '' ? problems[0]?.message : undefined;

  function add() {
    onAdd(line);
    setItemId('');
    setValue('');
    setTouched(false);
    selectRef.current?.focus();
  }

  return (
    <Stack
      component="section"
      aria-label="Add a list item"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', my: 2 }}
    >
      <TextField
        select
        id="invoice-list-item"
        inputRef={selectRef}
        label="List item"
        value={itemId}
        onChange={(event) => {
          setItemId(event.target.value);
          setValue('');
          setTouched(false);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 260, maxWidth: '100%' }}
        helperText={choices.length === 0 ? 'Every list item is on the invoice' : undefined}
      >
        <option value="" />
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {listItemText(choice)}
          </option>
        ))}
      </TextField>
      {item && (
        <TextField
          id="invoice-line-value"
          label={`${resource ? 'Person days' : `Amount (${item.currency})`}${credit ? ' credited' : ''}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(shown)}
          helperText={
            shown ??
            (resource
              ? `Daily rate ${formatRate(item.dailyRate!, item.currency)}; ${drawsOn}`
              : drawsOn.charAt(0).toUpperCase() + drawsOn.slice(1))
          }
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      {item && amount !== null && resource && (
        <Typography variant="body2" sx={{ alignSelf: 'center' }}>
          {formatDecimal(signed)} × {formatRate(item.dailyRate!, item.currency)} ={' '}
          {ownCurrency(amount, item.currency)}
        </Typography>
      )}
      <Button
        variant="outlined"
        onClick={add}
        disabled={!item || problems.length > 0}
        sx={{ alignSelf: 'center' }}
      >
        Add
      </Button>
    </Stack>
  );
}
