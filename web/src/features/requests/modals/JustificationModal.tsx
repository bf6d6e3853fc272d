// Justification review (spec §4, §5 'Justification'): a Product Family Manager signs a request
// (Approve: date and comment, at most 200) or declines it (only a comment; the request is
// declined). Each button is enabled by its own rule of the schema. The manager sees what they
// sign: the amount, every list item, and the budget impact the approval would have.
import { Formik, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, justificationSchema } from '@cost-steering/schema';
import type { RequestRowFieldsFragment } from '../../../gql/graphql';
import { useDeclineJustification, useSignJustification } from '../lists/useRequestActions';
import { serverToday } from '../../../shared/format/date';
import { FormDate } from '../../../shared/forms/FormDate';
import { listItemText, ownCurrency } from '../../../shared/orders/format';
import { BudgetImpactPanel } from '../budget-impact/BudgetImpactPanel';

interface Values {
  date: string;
  comment: string;
}

/** The first message of `decision`'s rule for these values, per field. */
function problems(decision: 'Signed' | 'Declined', values: Values): Partial<Values> {
  try {
    justificationSchema(decision).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Partial<Values> = {};
    for (const inner of (error as { inner: { path?: string; message: string }[] }).inner) {
      const path = inner.path as keyof Values | undefined;
      if (path && !found[path]) found[path] = inner.message;
    }
    return found;
  }
}

export function JustificationModal({
  request,
  onClose,
}: {
  request: RequestRowFieldsFragment;
  onClose(): void;
}) {
  return (
    // The two buttons decide (each by its own rule); the form only holds the values.
    <Formik<Values> initialValues={{ date: serverToday(), comment: '' }} onSubmit={() => undefined}>
      <JustificationForm request={request} onClose={onClose} />
    </Formik>
  );
}

function JustificationForm({
  request,
  onClose,
}: {
  request: RequestRowFieldsFragment;
  onClose(): void;
}) {
  const sign = useSignJustification();
  const decline = useDeclineJustification();
  const formik = useFormikContext<Values>();
  const { values, touched } = formik;
  const signProblems = problems('Signed', values);
  const declineProblems = problems('Declined', values);
  const shown = (field: keyof Values) => (touched[field] ? signProblems[field] : undefined);

  async function decide(decision: 'Signed' | 'Declined') {
    formik.setSubmitting(true);
    const done =
      decision === 'Signed'
        ? await sign(request.id, values.date, values.comment.trim())
        : await decline(request.id, values.comment.trim());
    formik.setSubmitting(false);
    if (done) onClose();
  }

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="justify-title">
      <DialogTitle id="justify-title">Justification of request {request.id}</DialogTitle>
      <DialogContent>
        {/* What is signed: the amount, the items and what they do to the budgets. */}
        <Typography sx={{ mb: 1 }}>
          {request.orderText} — {ownCurrency(request.orderAmount, request.currency)}
        </Typography>
        <Typography variant="subtitle1" component="h3">
          List items
        </Typography>
        <List dense aria-label="List items of the request" sx={{ mb: 1 }}>
          {request.listItems.map((item) => (
            <ListItem key={item.id} disableGutters>
              {listItemText(item)}
            </ListItem>
          ))}
        </List>
        <BudgetImpactPanel requestId={request.id} commitment="Approval" />
        <Stack spacing={2} sx={{ mt: 2 }}>
          <FormDate name="date" label="Date" required problem={shown('date')} />
          <TextField
            name="comment"
            label="Comment"
            required
            multiline
            minRows={2}
            value={values.comment}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={!!shown('comment')}
            helperText={
              shown('comment') ?? `${values.comment.length}/${LIMITS.justificationCommentMax}`
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          disabled={formik.isSubmitting || Object.keys(declineProblems).length > 0}
          onClick={() => void decide('Declined')}
        >
          Decline
        </Button>
        <Button
          variant="contained"
          color="success"
          disabled={formik.isSubmitting || Object.keys(signProblems).length > 0}
          onClick={() => void decide('Signed')}
        >
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
