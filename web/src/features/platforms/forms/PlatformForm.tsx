// The 'Create platform' form of spec §2/§5: name (counter, at most 32), budget (at least 0) and
// owner (the current user by default). After a create the fields lock and New starts again.
import { useMemo, useRef } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { platformSchema } from '@cost-steering/schema';
import type { CreatePlatformInput } from '../../../gql/graphql';
import { FormSelect, FormText, NameField } from '../../../shared/forms/FormFields';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';
import type { WriteOutcome } from '../../../shared/writes/useWrite';

export interface PlatformFormValues {
  name: string;
  budget: string;
  owner: string;
}

interface Props {
  owners: readonly string[];
  currentUser: string;
  /** Locks the form after a create (New unlocks it). */
  created: boolean;
  onCreate(input: CreatePlatformInput): Promise<WriteOutcome<unknown>>;
  onNew(): void;
}

export function PlatformForm({ owners, currentUser, created, onCreate, onNew }: Props) {
  const schema = useMemo(() => platformSchema(), []);
  const options = owners.map((username) => ({ id: username, name: username }));
  // New leaves the form (its button goes): the focus goes to the form, as after Submit.
  const form = useRef<HTMLFormElement>(null);

  async function submit(values: PlatformFormValues, helpers: FormikHelpers<PlatformFormValues>) {
    const outcome = await onCreate({
      name: values.name.trim(),
      budget: values.budget.trim(),
      owner: values.owner,
    });
    if (outcome.status === 'refused') helpers.setErrors(outcome.fieldErrors);
  }

  return (
    <Formik
      initialValues={{ name: '', budget: '', owner: currentUser }}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {({ isValid, isSubmitting, resetForm }) => {
        const locked = created || isSubmitting;
        return (
          <FormKeepingFocus aria-label="Create platform" ref={form}>
            <Stack spacing={2} sx={{ maxWidth: 480 }}>
              <NameField disabled={locked} />
              <FormText name="budget" label="Budget (EUR)" required disabled={locked} />
              <FormSelect name="owner" label="Owner" options={options} disabled={locked} />
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" disabled={locked || !isValid}>
                  Submit
                </Button>
                {created && (
                  <Button
                    onClick={() => {
                      resetForm();
                      onNew();
                      form.current?.focus();
                    }}
                  >
                    New
                  </Button>
                )}
              </Stack>
            </Stack>
          </FormKeepingFocus>
        );
      }}
    </Formik>
  );
}
