// The decision modal (spec §2, §5): Approve asks for the approved amount (required, ≥ 1, money),
// Decline for a reason (required, ≤ 240; it becomes a comment). Escape closes it. The shared rules
// run before anything is sent; a refusal of the server's shows under the field it names.
import { useRef } from 'react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  approveFutureBudgetSchema,
  declineFutureBudgetSchema,
  LIMITS,
} from '@cost-steering/schema';
import type { FutureBudgetFieldsFragment } from '../../../gql/graphql';
import { FocusAfterSave } from '../../../shared/forms/FocusAfterSave';
import { useDecideFutureBudget } from '../hooks/usePlanningWrites';

export function DecisionModal({
  plan,
  approve,
  onClose,
}: {
  plan: FutureBudgetFieldsFragment;
  approve: boolean;
  onClose: () => void;
}) {
  const decide = useDecideFutureBudget();
  const title = `${approve ? 'Approve' : 'Decline'}: ${plan.entityName}`;
  const field = approve ? 'approvedBudget' : 'reason';
  const initial = approve ? (plan.proposedBudget ?? plan.demandedBudget ?? '') : '';
  // After a refusal (the button is disabled meanwhile) back in the field, under which it shows.
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-label={title}>
      <Formik
        initialValues={{ [field]: initial } as Record<string, string>}
        validationSchema={approve ? approveFutureBudgetSchema() : declineFutureBudgetSchema()}
        onSubmit={async (values, helpers) => {
          const value = values[field] ?? '';
          const outcome = await decide(
            plan.id,
            approve
              ? { approve: true, approvedBudget: value.trim() }
              : { approve: false, reason: value.trim() },
          );
          if (outcome.status === 'done') onClose();
          if (outcome.status === 'refused') {
            // The server's reason for the amount or the reason goes under it (the banner says
            // only the failure when every error names a field).
            for (const error of outcome.errors) {
              if (error.field === field) helpers.setFieldError(field, error.message);
            }
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
          <Form noValidate aria-label={title}>
            <FocusAfterSave saving={isSubmitting} target={input} />
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <TextField
                name={field}
                label={approve ? 'Approved amount (EUR)' : 'Decline reason'}
                value={values[field] ?? ''}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(touched[field] && errors[field])}
                helperText={touched[field] && errors[field]}
                required
                fullWidth
                inputRef={input}
                multiline={!approve}
                sx={{ mt: 1 }}
                slotProps={{
                  htmlInput: approve
                    ? { inputMode: 'decimal' }
                    : { maxLength: LIMITS.financialTextMax },
                }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" disabled={isSubmitting} color={approve ? 'success' : 'error'}>
                {approve ? 'Approve' : 'Decline'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
