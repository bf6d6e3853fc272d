// Decline (spec §5 'Decline'): a non-empty message, then the request moves to the archive.
import { useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { declineSchema } from '@cost-steering/schema';
import type { RequestRowFieldsFragment } from '../../../gql/graphql';
import { useFocusAfterSave } from '../../../shared/forms/FocusAfterSave';
import { useDeclineRequest } from '../lists/useRequestActions';

export function DeclineModal({
  request,
  onClose,
}: {
  request: RequestRowFieldsFragment;
  onClose(): void;
}) {
  const decline = useDeclineRequest();
  return (
    <Formik
      initialValues={{ message: '' }}
      validationSchema={declineSchema()}
      validateOnMount
      onSubmit={async ({ message }) => {
        if (await decline(request.id, message.trim())) onClose();
      }}
    >
      <DeclineForm request={request} onClose={onClose} />
    </Formik>
  );
}

function DeclineForm({ request, onClose }: { request: RequestRowFieldsFragment; onClose(): void }) {
  const formik = useFormikContext<{ message: string }>();
  // Decline is disabled while it saves; after a refusal (the dialog stays) the focus goes back to
  // the message instead of the dialog's container.
  const messageField = useRef<HTMLTextAreaElement>(null);
  useFocusAfterSave(formik.isSubmitting, messageField);
  const empty = formik.values.message.trim() === '';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="decline-title">
      <Form noValidate>
        <DialogTitle id="decline-title">Decline request {request.id}</DialogTitle>
        <DialogContent>
          <TextField
            name="message"
            label="Message"
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            inputRef={messageField}
            sx={{ mt: 1 }}
            value={formik.values.message}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={formik.touched.message && !!formik.errors.message}
            helperText={(formik.touched.message && formik.errors.message) || ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={empty || !formik.isValid || formik.isSubmitting}
          >
            Decline
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
