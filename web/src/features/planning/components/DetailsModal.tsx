// The Details modal (spec §2): the record and its comment thread (date, sender, message) with an
// add-comment box (≤ 240, the shared rule). Escape closes it (MUI Dialog's onClose).
import { useRef } from 'react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { futureBudgetCommentSchema, LIMITS } from '@cost-steering/schema';
import type { FutureBudgetFieldsFragment } from '../../../gql/graphql';
import { FocusAfterSave } from '../../../shared/forms/FocusAfterSave';
import { formatLongDateTime } from '../../../shared/format/dateTime';
import { useAddFutureBudgetComment } from '../hooks/usePlanningWrites';
import { STATUS_LABELS } from '../labels';

export function DetailsModal({
  plan,
  onClose,
}: {
  plan: FutureBudgetFieldsFragment;
  onClose: () => void;
}) {
  const addComment = useAddFutureBudgetComment();
  const title = `Details: ${plan.entityName}`;
  // After Add comment (disabled meanwhile; the dialog's focus trap then holds only its container)
  // back in the emptied box, for the next comment.
  const box = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          Status: {STATUS_LABELS[plan.status]} · Raised by {plan.sender} on{' '}
          {formatLongDateTime(plan.created)}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          Comments
        </Typography>
        {plan.comments.length === 0 ? (
          <Typography variant="body2">No comments yet.</Typography>
        ) : (
          <List dense aria-label="Comments">
            {plan.comments.map((comment) => (
              <ListItem key={comment.id} disableGutters>
                <ListItemText
                  primary={comment.message}
                  secondary={`${formatLongDateTime(comment.time)} · ${comment.sender}`}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Formik
          initialValues={{ message: '' }}
          validationSchema={futureBudgetCommentSchema()}
          onSubmit={async (values, helpers) => {
            const outcome = await addComment(plan.id, values.message.trim());
            if (outcome.status === 'done') helpers.resetForm();
          }}
        >
          {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
            <Form noValidate aria-label="Add comment">
              <FocusAfterSave saving={isSubmitting} target={box} />
              <TextField
                name="message"
                label="Comment"
                value={values.message}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(touched.message && errors.message)}
                helperText={
                  (touched.message && errors.message) ||
                  `${values.message.length}/${LIMITS.financialTextMax}`
                }
                multiline
                fullWidth
                inputRef={box}
                sx={{ mt: 1 }}
                slotProps={{ htmlInput: { maxLength: LIMITS.financialTextMax } }}
              />
              <Button type="submit" disabled={isSubmitting} sx={{ mt: 1 }}>
                Add comment
              </Button>
            </Form>
          )}
        </Formik>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
