// The product family form of spec §2/§5: owner (current user by default), name with a counter,
// year (current year by default), and a budget limit or a target depending on the budget-limit
// feature. The yup rules are the ones the servers enforce.
import { useMemo, useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LIMITS, productFamilySchema } from '@cost-steering/schema';
import type { CreateProductFamilyInput } from '../../../gql/graphql';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';
import type { CreateOutcome } from '../hooks/useCreateProductFamily';
import { FormSelect, FormText, NameField } from '../../../shared/forms/FormFields';
import { ownerOptions } from './ownerOptions';

export interface ProductFamilyFormValues {
  owner: string;
  name: string;
  year: number | '';
  budgetLimit: string;
  target: string;
}

interface Props {
  currentUser: string;
  owners: readonly string[];
  budgetLimitEnabled: boolean;
  onCreate(input: CreateProductFamilyInput): Promise<CreateOutcome>;
  /** The user pressed New: the form is empty again for the next family. */
  onNew?(): void;
}

export function initialFamilyValues(
  currentUser: string,
  today = new Date(),
): ProductFamilyFormValues {
  return { owner: currentUser, name: '', year: today.getFullYear(), budgetLimit: '', target: '' };
}

function toInput(values: ProductFamilyFormValues, budgetLimitEnabled: boolean) {
  return {
    name: values.name.trim(),
    owner: values.owner,
    year: Number(values.year),
    ...(budgetLimitEnabled
      ? { budgetLimit: values.budgetLimit.trim() }
      : { target: values.target.trim() }),
  };
}

export function ProductFamilyForm({
  currentUser,
  owners,
  budgetLimitEnabled,
  onCreate,
  onNew,
}: Props) {
  const [created, setCreated] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => productFamilySchema(budgetLimitEnabled), [budgetLimitEnabled]);
  const initialValues = useMemo(() => initialFamilyValues(currentUser), [currentUser]);
  const capField = budgetLimitEnabled ? 'budgetLimit' : 'target';

  async function submit(
    values: ProductFamilyFormValues,
    helpers: FormikHelpers<ProductFamilyFormValues>,
  ) {
    const outcome = await onCreate(toInput(values, budgetLimitEnabled));
    if (outcome.status === 'created') setCreated(true);
    else if (outcome.status === 'duplicate') {
      await helpers.setFieldValue('name', '', true);
      await helpers.setFieldTouched('name', true, false);
    } else if (outcome.status === 'invalid') helpers.setErrors(outcome.fieldErrors);
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {({ isValid, isSubmitting, resetForm }) => {
        const locked = created || isSubmitting;
        return (
          <FormKeepingFocus aria-label="Create product family" ref={form}>
            <Stack spacing={2} sx={{ maxWidth: 480 }}>
              <FormSelect
                name="owner"
                label="Owner"
                options={ownerOptions(
                  owners.includes(currentUser) ? owners : [currentUser, ...owners],
                )}
                disabled={locked}
              />
              <NameField disabled={locked} />
              <FormText
                name="year"
                label="Year"
                required
                disabled={locked}
                integer={{ min: LIMITS.yearMin, max: LIMITS.yearMax }}
              />
              <FormText
                name={capField}
                label={budgetLimitEnabled ? 'Budget limit' : 'Target'}
                required
                disabled={locked}
                hint="EUR"
                decimal
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!isValid || isSubmitting || created}
                >
                  Submit
                </Button>
                {created && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      resetForm({ values: initialFamilyValues(currentUser) });
                      setCreated(false);
                      onNew?.();
                      form.current?.focus(); // New leaves with its button
                    }}
                  >
                    New
                  </Button>
                )}
              </Box>
            </Stack>
          </FormKeepingFocus>
        );
      }}
    </Formik>
  );
}
