// Approve (spec §5 'Approve'): the order number (required, at most 32), every 'Undefined' list
// item typed as Capital/Expense × Infrastructure/Maintenance/Enhancement (saved at once through
// the assign mutation), and the budget impact before the money is committed. Confirm stays
// disabled while the number is empty or an item is Undefined; pressing Enter in the empty field
// is the 'empty attempt' of the spec and gets its banner.
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Formik, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPROVE_MESSAGES, DEFINED_CLASSIFICATIONS, approveSchema } from '@cost-steering/schema';
import type { RequestRowFieldsFragment } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { useFocusAfterSave } from '../../../shared/forms/FocusAfterSave';
import { ownCurrency } from '../lists/requestFormat';
import { useApproveRequest, useAssignCostType } from '../lists/useRequestActions';
import { BudgetImpactPanel } from '../budget-impact/BudgetImpactPanel';
import { classificationInput, itemClassification } from './classification';

const UNDEFINED = 'Undefined';

export function ApproveModal({
  request,
  onClose,
}: {
  request: RequestRowFieldsFragment;
  onClose(): void;
}) {
  const approve = useApproveRequest();
  return (
    <Formik
      initialValues={{ orderNumber: '' }}
      validationSchema={approveSchema()}
      validateOnMount
      onSubmit={async ({ orderNumber }) => {
        if (await approve(request.id, orderNumber.trim())) onClose();
      }}
    >
      <ApproveForm request={request} onClose={onClose} />
    </Formik>
  );
}

function ApproveForm({ request, onClose }: { request: RequestRowFieldsFragment; onClose(): void }) {
  const assign = useAssignCostType();
  const showBanner = useBanner();
  const [typing, setTyping] = useState<string | null>(null);
  const formik = useFormikContext<{ orderNumber: string }>();
  // Confirm is disabled while it saves; after a refusal (the dialog stays) the focus goes back to
  // the order number instead of the dialog's container.
  const orderNumberField = useRef<HTMLInputElement>(null);
  useFocusAfterSave(formik.isSubmitting, orderNumberField);
  const empty = formik.values.orderNumber.trim() === '';
  const undefinedItems = request.listItems.filter((item) => item.type === 'UNDEFINED');
  const confirmDisabled =
    empty || !formik.isValid || undefinedItems.length > 0 || formik.isSubmitting || !!typing;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmDisabled) formik.handleSubmit();
  }

  // A form whose submit button is disabled ignores Enter, so the empty attempt is caught here.
  function enterInField(event: KeyboardEvent) {
    if (event.key === 'Enter' && empty) {
      event.preventDefault();
      showBanner(APPROVE_MESSAGES.orderNumberEmpty);
    }
  }

  async function typeItem(itemId: string, text: string) {
    const input = classificationInput(text);
    if (!input) return;
    setTyping(itemId);
    await assign(itemId, input.type, input.costType);
    setTyping(null);
  }

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="approve-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="approve-title">Approve request {request.id}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {request.orderText} — {ownCurrency(request.orderAmount, request.currency)}
          </Typography>
          <TextField
            name="orderNumber"
            label="Order number"
            required
            autoFocus
            fullWidth
            inputRef={orderNumberField}
            value={formik.values.orderNumber}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            onKeyDown={enterInField}
            error={!!formik.errors.orderNumber}
            helperText={
              empty ? APPROVE_MESSAGES.orderNumberRequired : (formik.errors.orderNumber ?? ' ')
            }
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            List items
          </Typography>
          {undefinedItems.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Type every Undefined item before the request can be approved.
            </Typography>
          )}
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            {request.listItems.map((item) => {
              const current = itemClassification(item.type, item.costType);
              return (
                <TextField
                  key={item.id}
                  select
                  size="small"
                  label={`${item.position}. ${item.name} (${ownCurrency(item.amount, item.currency)})`}
                  value={current}
                  // Read-only, not disabled, while its type is saved: a disabled select is no
                  // longer focusable, and the browser dropped the focus onto the dialog's
                  // container — a keyboard user had to find the next item again from the top.
                  slotProps={{ input: { readOnly: typing === item.id } }}
                  onChange={(event) => void typeItem(item.id, event.target.value)}
                >
                  {current === UNDEFINED && (
                    <MenuItem value={UNDEFINED} disabled>
                      {UNDEFINED}
                    </MenuItem>
                  )}
                  {DEFINED_CLASSIFICATIONS.map((text) => (
                    <MenuItem key={text} value={text}>
                      {text}
                    </MenuItem>
                  ))}
                </TextField>
              );
            })}
          </Stack>
          <BudgetImpactPanel requestId={request.id} commitment="Approval" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="success" disabled={confirmDisabled}>
            Confirm
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
